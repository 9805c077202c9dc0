import { configureStore } from '@reduxjs/toolkit';
import type { UserState } from './user-slice';
import type { CartState } from './cart-slice';
import type { FavoritesState } from './favorites-slice';
import { rootReducer } from './root-reducer';
import { lazyMiddleware, trackStore } from './lazy-parts';

export const STORAGE_KEYS = { user: 'user', cart: 'cart', favorites: 'favorites' } as const;

export { rootReducer };

export type AppState = ReturnType<typeof rootReducer>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function read<T>(
  storage: KeyValueStorage | undefined,
  key: string,
  isValid: (v: unknown) => boolean,
) {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

const isUser = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { UserID?: unknown }).UserID === 'number';

/** Reads user, cart and favorites saved in the browser (spec: the user is loaded from storage at start). */
export function loadPersistedState(storage: KeyValueStorage | undefined = browserStorage()) {
  return {
    user: read<UserState>(storage, STORAGE_KEYS.user, isUser) ?? null,
    cart: read<CartState>(storage, STORAGE_KEYS.cart, Array.isArray) ?? [],
    favorites: read<FavoritesState>(storage, STORAGE_KEYS.favorites, Array.isArray) ?? [],
  };
}

export interface CreateAppStoreOptions {
  storage?: KeyValueStorage;
  preloadedState?: Partial<AppState>;
}

/**
 * The one store factory: the shell creates the store at run time; each remote's standalone
 * entry and tests create their own with it. user, cart and favorites are restored from and
 * saved to the browser under the keys 'user', 'cart' and 'favorites'.
 */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...loadPersistedState(storage), ...options.preloadedState } as AppState,
    middleware: (getDefault) => getDefault().concat(lazyMiddleware),
  });
  trackStore(store);
  let previous = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    for (const key of ['user', 'cart', 'favorites'] as const) {
      if (state[key] === previous[key]) continue;
      try {
        if (state[key] === null) storage?.removeItem(STORAGE_KEYS[key]);
        else storage?.setItem(STORAGE_KEYS[key], JSON.stringify(state[key]));
      } catch {
        // Storage full or blocked: the in-memory state still works for this visit.
      }
    }
    previous = state;
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
