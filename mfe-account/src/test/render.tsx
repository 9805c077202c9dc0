import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createAppStore,
  formatPrice,
  setLanguage,
  theme,
  type AppState,
  type StoredUser,
} from 'shared-contracts';

/** In-memory stand-in for localStorage, so each test's store starts clean. */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

export const testUser: StoredUser = {
  UserID: 7,
  UserName: 'layla',
  Email: 'layla@example.com',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
};

/** Shows the current path so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface Options {
  path: string;
  /** The address, or the address with the navigation state a page arrives with. */
  route?: string | { pathname: string; state: unknown };
  user?: StoredUser | null;
  preloadedState?: Partial<AppState>;
  extraRoutes?: { path: string; element: ReactElement }[];
}

/** Renders a page with its own store (in-memory storage), the theme and a MemoryRouter. */
export function renderPage(ui: ReactElement, options: Options) {
  const store = createAppStore({
    storage: memoryStorage(),
    preloadedState: {
      user: options.user === undefined ? testUser : options.user,
      ...options.preloadedState,
    },
  });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.route ?? options.path]}>
          <Routes>
            <Route path={options.path} element={ui} />
            {(options.extraRoutes ?? []).map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}

/** A small image File as an <input type="file"> would give it. */
export function imageFile(name = 'photo.png', type = 'image/png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

/** Runs each test of the enclosing describe in Arabic, and goes back to English after it. */
export function withArabic() {
  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });
}

/** A price in Arabic as text matchers read it (its no-break space normalised). */
export const arabicPrice = (value: number) => formatPrice(value, 'ar').replace(/\s+/g, ' ');
