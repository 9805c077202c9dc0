import type { RemotesConfig } from 'shared-contracts';

let pending: Promise<RemotesConfig> | null = null;

/** Fetches /remotes.json once (served no-cache by the api: remote name -> manifest URL). */
export function fetchRemotesConfig(): Promise<RemotesConfig> {
  pending ??= fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' }).then(
    async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return (await response.json()) as RemotesConfig;
    },
  );
  return pending;
}
