import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared-contracts';
import { ThemeProvider } from 'styled-components';
import {
  endFirstPaint,
  GlobalStyle,
  RemoteLoaderProvider,
  theme,
  type AppStore,
  type RemotesConfig,
} from 'shared-contracts';
import { loadRemoteModule } from '../federation/load-remote-module';
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from '../features/frame/SiteFrame';
import { RemotesConfigProvider } from './remotes-config-context';

interface AppProps {
  store: AppStore;
  config: RemotesConfig;
}

/** The one React tree of the site: the store, the theme, the router and the remote registry. */
export function App({ store, config }: AppProps) {
  // The first render has read the responses the page came with; from now on pages fetch.
  useEffect(() => endFirstPaint(), []);
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RemotesConfigProvider value={config}>
            <RemoteLoaderProvider value={loadRemoteModule}>
              <BrowserRouter>
                <SiteFrame>
                  <AppRoutes />
                </SiteFrame>
              </BrowserRouter>
            </RemoteLoaderProvider>
          </RemotesConfigProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
