import { createContext, useContext } from 'react';
import type { RemotesConfig } from 'shared-contracts';

const RemotesConfigContext = createContext<RemotesConfig>({
  remotes: {} as RemotesConfig['remotes'],
});

export const RemotesConfigProvider = RemotesConfigContext.Provider;

/** The runtime configuration the shell booted with (phone, sale end, auth service). */
export function useRemotesConfig(): RemotesConfig {
  return useContext(RemotesConfigContext);
}
