import { StrictMode, useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared-contracts';
import { ThemeProvider } from 'styled-components';
import {
  endFirstPaint,
  GlobalStyle,
  RemoteHealthProvider,
  RemoteLoaderProvider,
  theme,
  type AppStore,
  type RemotesConfig,
} from 'shared-contracts';
import { createHealthReporter } from '../federation/health-reporter';
import { loadRemoteModule } from '../federation/load-remote-module';
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from '../features/frame/SiteFrame';
import { RemotesConfigProvider } from './remotes-config-context';

interface AppProps {
  store: AppStore;
  config: RemotesConfig;
}

/**
 * The one React tree of the site: the store, the theme, the router, the remote registry and the
 * remotes' health reports.
 */
export function App({ store, config }: AppProps) {
  // The first render has read the responses the page came with; from now on pages fetch.
  useEffect(() => endFirstPaint(), []);
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
                <BrowserRouter>
                  <SiteFrame>
                    <AppRoutes />
                  </SiteFrame>
                </BrowserRouter>
              </RemoteHealthProvider>
            </RemoteLoaderProvider>
          </RemotesConfigProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
