import { configureStore } from '@reduxjs/toolkit';
import type { UserState } from './user-slice';
import type { CartState } from './cart-slice';
import type { FavouritesState } from './favourites-slice';
import type { CouponState } from './coupon-slice';
import { rootReducer } from './root-reducer';
import { lazyMiddleware, trackStore } from './lazy-parts';
import { favouritesSyncMiddleware, favouritesSyncOnStart } from './favourites-sync';
import { persistedStateRestored, type PersistedState } from './persisted-state';

export const STORAGE_KEYS = {
  user: 'user',
  cart: 'cart',
  favourites: 'favorites',
  coupon: 'coupon',
} as const;

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

/** The valid parts saved in the browser, and only those. */
function storedParts(storage: KeyValueStorage | undefined): Partial<PersistedState> {
  const parts: Partial<PersistedState> = {};
  const user = read<UserState>(storage, STORAGE_KEYS.user, isUser);
  const cart = read<CartState>(storage, STORAGE_KEYS.cart, Array.isArray);
  const favourites = read<FavouritesState>(storage, STORAGE_KEYS.favourites, Array.isArray);
  if (user) parts.user = user;
  if (cart) parts.cart = cart;
  const coupon = read<CouponState>(storage, STORAGE_KEYS.coupon, (v) => typeof v === 'string');
  if (favourites) parts.favourites = favourites;
  if (coupon) parts.coupon = coupon;
  return parts;
}

/** Reads user, cart and favourites saved in the browser (at start, the user comes from storage). */
export function loadPersistedState(
  storage: KeyValueStorage | undefined = browserStorage(),
): PersistedState {
  return { user: null, cart: [], favourites: [], coupon: null, ...storedParts(storage) };
}

export interface CreateAppStoreOptions {
  storage?: KeyValueStorage;
  preloadedState?: Partial<AppState>;
  /**
   * When the stored user, bag and favourites come in: 'start' (the default), or 'later', when
   * restorePersistedState is called. A page the browser hydrates starts without them, as the
   * server rendered it.
   */
  restore?: 'start' | 'later';
}

/** Stores created with restore: 'later' that have not restored yet, with their storage. */
const awaitingRestore = new WeakMap<AppStore, KeyValueStorage | undefined>();

/**
 * The one store factory: the shell creates the store at run time; each remote's standalone
 * entry and tests create their own with it. user, cart, favourites and the bag's coupon code are
 * restored from and saved to the browser under the keys 'user', 'cart', 'favorites', 'coupon'.
 */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const later = options.restore === 'later';
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(later ? {} : loadPersistedState(storage)),
      ...options.preloadedState,
    } as AppState,
    middleware: (getDefault) => getDefault().concat(favouritesSyncMiddleware(), lazyMiddleware),
  });
  trackStore(store);
  if (store.getState().user) store.dispatch(favouritesSyncOnStart);
  if (later) awaitingRestore.set(store, storage);
  let previous = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    // Until the stored parts are in, the state is not the visitor's: it must not replace them.
    if (awaitingRestore.has(store)) {
      previous = state;
      return;
    }
    for (const key of ['user', 'cart', 'favourites', 'coupon'] as const) {
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

/**
 * Puts the user, bag and favourites saved in the browser into a store created with restore:
 * 'later', in one action, and from then on saves their changes. Writes nothing itself; does
 * nothing for any other store, or a second time.
 */
export function restorePersistedState(store: AppStore): void {
  if (!awaitingRestore.has(store)) return;
  const parts = storedParts(awaitingRestore.get(store));
  if (Object.keys(parts).length) store.dispatch(persistedStateRestored(parts));
  awaitingRestore.delete(store);
}
