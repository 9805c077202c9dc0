import { configure, render, screen, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createAppStore,
  theme,
  type AppState,
  type AppStore,
  type RemotesConfig,
  type StoredUser,
} from 'shared-contracts';
import { RemotesConfigProvider } from '../../app/remotes-config-context';
import { SiteFrame } from '../frame/SiteFrame';

// The machines running these tests are shared and busy: give async queries room.
configure({ asyncUtilTimeout: 5000 });

/** An in-memory stand-in for localStorage, so every test has its own storage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

export const customer: StoredUser = {
  Email: 'layla@example.com',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
  UserID: 7,
  UserName: 'Layla',
};

export const admin: StoredUser = {
  Email: 'admin@reluxe.ae',
  ProfileImage: '',
  RoleID: 1,
  RoleName: 'Admin',
  UserID: 1,
  UserName: 'Admin',
};

/** Shows the current path and query, so tests can assert where a click went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  user?: StoredUser | null;
  preloadedState?: Partial<AppState>;
  config?: Partial<RemotesConfig>;
  store?: AppStore;
}

/** Its own store, the theme, a MemoryRouter and the runtime config, around shell UI. */
function shellProviders(options: Options) {
  const { route = '/', user = null, preloadedState, config, store: given, ...rest } = options;
  const storage = memoryStorage(user ? { user: JSON.stringify(user) } : {});
  const store = given ?? createAppStore({ storage, preloadedState });
  const fullConfig = { remotes: {} as RemotesConfig['remotes'], ...config };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <RemotesConfigProvider value={fullConfig}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      {children}
                      <LocationProbe />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </RemotesConfigProvider>
        </ThemeProvider>
      </Provider>
    );
  }
  return { store, storage, Wrapper, rest };
}

/** Renders shell UI with its own store, the theme, a MemoryRouter and the runtime config. */
export function renderShell(ui: ReactElement, options: Options = {}) {
  const { store, storage, Wrapper, rest } = shellProviders(options);
  return { store, storage, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/** The markup the server makes of shell UI, in the providers renderShell gives it. */
export function renderShellToString(ui: ReactElement, options: Options = {}): string {
  const { Wrapper } = shellProviders(options);
  return renderToString(<Wrapper>{ui}</Wrapper>);
}

/** The server's markup of shell UI in the document, as the browser receives the page. */
export function servedPage(ui: ReactElement, options: Options = {}): HTMLElement {
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = renderShellToString(ui, options);
  return page;
}

/**
 * Hydrates a servedPage as the browser does; `mismatches` collects what React could not adopt.
 */
export function hydrateShell(ui: ReactElement, page: HTMLElement, options: Options = {}) {
  const mismatches: unknown[] = [];
  const onRecoverableError = (error: unknown) => void mismatches.push(error);
  return {
    mismatches,
    ...renderShell(ui, { ...options, container: page, hydrate: true, onRecoverableError }),
  };
}

/** The site frame around a stand-in page, once its footer lists are in (every fetch settled). */
export async function renderSiteFrame(options: Options = {}) {
  const result = renderShell(
    <SiteFrame>
      <p>Page content</p>
    </SiteFrame>,
    options,
  );
  await screen.findByRole('link', { name: 'Rolex' });
  return result;
}

/** Sets the window width and tells listeners, as a browser resize would. */
export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
