import { StrictMode, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from 'shared-contracts';
import { ThemeProvider } from 'styled-components';
import {
  endFirstPaint,
  GlobalStyle,
  RemoteHealthProvider,
  RemoteLoaderProvider,
  restorePersistedState,
  theme,
  type AppStore,
  type RemotesConfig,
} from 'shared-contracts';
import { createHealthReporter } from '../federation/health-reporter';
import { loadRemoteModule } from '../federation/load-remote-module';
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from '../features/frame/SiteFrame';
import { DocumentHead } from '../features/head/DocumentHead';
import { RemotesConfigProvider } from './remotes-config-context';

interface AppProps {
  /**
   * Created with restore: 'later' for a page the browser hydrates: its first render, like the
   * server's, has no stored user, bag or favourites; they come in right after.
   */
  store: AppStore;
  config: RemotesConfig;
  /** Server: the request's address, routed in memory (the browser routes its own history). */
  location?: string;
  /** Browser: called once the first render has committed (hydrated the server's markup). */
  onHydrated?: () => void;
}

/**
 * The one React tree of the site: the store, the theme, the router, the remote registry and the
 * remotes' health reports.
 */
export function App({ store, config, location, onHydrated }: AppProps) {
  // Before the browser paints the hydrated page: the header shows the signed-in user at once.
  useLayoutEffect(() => restorePersistedState(store), [store]);
  // The first render has read the responses the page came with; from now on pages fetch.
  useEffect(() => {
    endFirstPaint();
    onHydrated?.();
    // The first commit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // One reporter for the page's life: pages and slots count into it, it sends the counts.
  const health = useMemo(() => createHealthReporter(config.versions), [config]);
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RemotesConfigProvider value={config}>
            <RemoteLoaderProvider value={loadRemoteModule}>
              <RemoteHealthProvider value={health}>
                <Router location={location}>
                  <DocumentHead />
                  <SiteFrame>
                    <AppRoutes />
                  </SiteFrame>
                </Router>
              </RemoteHealthProvider>
            </RemoteLoaderProvider>
          </RemotesConfigProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}

/** Renders no markup of its own: the server's and the browser's trees are the same. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
}
