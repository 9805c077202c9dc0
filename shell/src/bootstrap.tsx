import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, type RemotesConfig } from 'shared-contracts';
import { App } from './app/App';
import { fetchRemotesConfig } from './federation/remotes-config';
import { defaultRemotesConfig, registerRuntimeRemotes } from './federation/register-remotes';

async function boot() {
  const config: RemotesConfig = await fetchRemotesConfig().catch((error: unknown) => {
    console.error('Could not read /remotes.json; using the default remote locations.', error);
    return defaultRemotesConfig();
  });
  registerRuntimeRemotes(config);
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // A transition render yields to the browser every few milliseconds instead of one long task.
  startTransition(() => root.render(<App store={store} config={config} />));
}

void boot();
