import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AlertHost, createAppStore, HttpError, theme, type StoredUser } from 'shared-contracts';

export const ADMIN: StoredUser = {
  UserID: 1,
  UserName: 'Admin',
  Email: 'admin@reluxe.ae',
  ProfileImage: '',
  RoleID: 1,
  RoleName: 'Admin',
};

export const CUSTOMER: StoredUser = {
  UserID: 7,
  UserName: 'Layla',
  Email: 'customer@reluxe.ae',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
};

/** An in-memory stand-in for localStorage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

interface RenderPageOptions {
  user?: StoredUser | null;
  /** The route pattern the page is mounted on, e.g. '/ShowSellQueueDetails/:id'. */
  path: string;
  /** The URL visited, e.g. '/ShowSellQueueDetails/4'. */
  url?: string;
}

/**
 * Renders one page with its own store (createAppStore) and a MemoryRouter, no shell: the alert
 * host stands in for the shell's, showing the notifications the page dispatches.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { user = ADMIN, path, url = path } = options;
  const storage = memoryStorage(user ? { user: JSON.stringify(user) } : {});
  const store = createAppStore({ storage });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <AlertHost />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store };
}

/** A failed call as the api answers it: status code and `{ status: 'error', message }`. */
export function httpError(status: number, message = 'Refused'): HttpError {
  return new HttpError(status, { status: 'error', message });
}

export function networkError(): HttpError {
  return new HttpError(0);
}

/**
 * Notifications live in each test's own store, dropped with the page by Testing Library's
 * cleanup: nothing to reset. Kept so the suites' afterEach hooks need no change.
 */
export function resetToasts() {}
