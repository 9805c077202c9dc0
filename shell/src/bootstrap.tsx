import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  activeLanguage,
  createAppStore,
  hasFirstPaint,
  hasPaintedPage,
  matchRoute,
  startLanguage,
  type RemotesConfig,
} from 'shared-contracts';
import { App } from './app/App';
import { replayTaps, takeEarlyTaps } from './boot/early-taps';
import { loadRemoteModule } from './federation/load-remote-module';
import { fetchRemotesConfig } from './federation/remotes-config';
import { defaultRemotesConfig, registerRuntimeRemotes } from './federation/register-remotes';

/** How long hydration waits for the page's remote before the browser renders the page afresh. */
const PAGE_REMOTE_WAIT_MS = 5000;

/**
 * Whether the route's remote module is in (the server rendered its page, so the first render in
 * the browser must too). A remote that fails or is slow answers false.
 */
async function paintedPageLoaded(): Promise<boolean> {
  if (!hasPaintedPage()) return true;
  const route = matchRoute(window.location.pathname);
  if (!route) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loaded = await Promise.race([
    loadRemoteModule(route.module).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PAGE_REMOTE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return loaded;
}

async function boot() {
  const config: RemotesConfig = await fetchRemotesConfig().catch((error: unknown) => {
    console.error('Could not read /remotes.json; using the default remote locations.', error);
    return defaultRemotesConfig();
  });
  registerRuntimeRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const painted = hasFirstPaint() && container.firstElementChild !== null;
  const pageLoaded = painted && (await paintedPageLoaded());
  // After the page's remote: its messages are registered, so they load with the shell's.
  await startLanguage();
  // The server's markup is adopted only when the first render can make the same: the page's
  // remote is in and the language is the one painted. Otherwise the browser renders afresh.
  if (pageLoaded && activeLanguage() === document.documentElement.lang) {
    const taps = takeEarlyTaps();
    const store = createAppStore({ restore: 'later' });
    // As a transition React hydrates in slices and answers a tap in between (React's replay).
    startTransition(() => {
      hydrateRoot(
        container,
        <App store={store} config={config} onHydrated={() => setTimeout(() => replayTaps(taps))} />,
      );
    });
    return;
  }
  takeEarlyTaps();
  container.replaceChildren();
  createRoot(container).render(<App store={createAppStore()} config={config} />);
}

void boot();
