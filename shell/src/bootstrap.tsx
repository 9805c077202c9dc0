import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createAppStore,
  hasFirstPaint,
  matchRoute,
  startLanguage,
  type RemotesConfig,
} from 'shared-contracts';
import { App } from './app/App';
import { loadRemoteModule } from './federation/load-remote-module';
import { fetchRemotesConfig } from './federation/remotes-config';
import { defaultRemotesConfig, registerRuntimeRemotes } from './federation/register-remotes';

/** How long the first render waits for the page's remote when the page came prerendered. */
const FIRST_PAINT_WAIT_MS = 5000;

/**
 * A page served with its remote's first paint stays as painted until that remote has loaded, so
 * the first render shows the live page in its place instead of a skeleton in between. A remote
 * that fails or is slow only ends the wait: the page then mounts as usual (skeleton, Retry).
 */
async function remoteOfFirstPaint(): Promise<void> {
  const route = matchRoute(window.location.pathname);
  if (!route || !hasFirstPaint()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loadRemoteModule(route.module).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

async function boot() {
  const config: RemotesConfig = await fetchRemotesConfig().catch((error: unknown) => {
    console.error('Could not read /remotes.json; using the default remote locations.', error);
    return defaultRemotesConfig();
  });
  registerRuntimeRemotes(config);
  await remoteOfFirstPaint();
  // After the page's remote: its catalog is registered, so its texts load with the shell's.
  await startLanguage();
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // A transition render yields to the browser every few milliseconds instead of one long task.
  startTransition(() => root.render(<App store={store} config={config} />));
}

void boot();
