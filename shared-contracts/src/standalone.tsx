import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from './routing';
import styled, { ThemeProvider } from 'styled-components';
import { createAppStore } from './store/create-app-store';
import { GlobalStyle } from './ui/global-style';
import { theme } from './ui/theme';
import { AlertHost } from './ui/alert-host';
import { setLanguage, storedLanguage } from './i18n/active-language';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_QUERY, parseLanguage } from './i18n/language';

/**
 * Standalone harness for a remote (`npm run dev -w mfe-<name>`): mounts the remote's own pages
 * with a store from createAppStore(), the shared theme and a router, with no shell. Imported only
 * by standalone entries, never by exposed modules.
 */
export interface StandaloneRoute {
  path: string;
  element: ReactNode;
  label?: string;
}

const Bar = styled.header`
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
  align-items: center;
  padding: 10px 24px;
  background: ${({ theme: t }) => t.colors.ink};
  color: #fff;
  font-size: 13px;
  a {
    color: #fff;
  }
`;

export function mountStandalone(remote: string, routes: StandaloneRoute[]) {
  // No server paints this page: the language comes from ?lang= or the visitor's last choice.
  const query = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  void setLanguage(parseLanguage(query) ?? storedLanguage() ?? 'en');
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <Bar>
              <strong>{remote} (standalone)</strong>
              {routes
                .filter((route) => route.label)
                .map((route) => (
                  <Link key={route.path} to={route.path}>
                    {route.label}
                  </Link>
                ))}
              {LANGUAGES.map((language) => (
                <button
                  key={language}
                  type="button"
                  lang={language}
                  onClick={() => void setLanguage(language)}
                >
                  {LANGUAGE_NAMES[language]}
                </button>
              ))}
            </Bar>
            <Suspense fallback={null}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
              </Routes>
            </Suspense>
            {/* No shell here: the remote's dispatched notifications need a host of their own. */}
            <AlertHost />
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
