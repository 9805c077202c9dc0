import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, theme, type AppState, type AppStore } from 'shared-contracts';

/** An in-memory stand-in for localStorage, so every test gets a clean, private store. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** Shows the current location so tests can assert on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

interface RenderOptions {
  /** Initial URL. */
  route?: string;
  /** Route pattern the element is mounted at (for useParams). */
  path?: string;
  preloadedState?: Partial<AppState>;
  store?: AppStore;
  /** Extra routes (e.g. the target of a navigation). */
  extraRoutes?: { path: string; element: ReactElement }[];
}

/** Renders a page with its OWN store (createAppStore with in-memory storage) and a MemoryRouter. */
export function renderWithStore(ui: ReactElement, options: RenderOptions = {}) {
  const storage = memoryStorage();
  const store =
    options.store ?? createAppStore({ storage, preloadedState: options.preloadedState });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <Routes>
            <Route path={options.path ?? '*'} element={ui} />
            {options.extraRoutes?.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, storage };
}

export const customer = {
  Email: 'customer@reluxe.ae',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
  UserID: 7,
  UserName: 'Layla',
};
