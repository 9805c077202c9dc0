import type { Middleware } from '@reduxjs/toolkit';
import { shopApi } from '../api/client';
import type { rootReducer } from './root-reducer';
import { removeFavourite, toggleFavourite } from './favourites-slice';

type AppState = ReturnType<typeof rootReducer>;

/** A burst of taps on the hearts makes one request, this long after the last one. */
export const FAVOURITES_SYNC_DELAY_MS = 800;

/** Dispatched by createAppStore when a store starts with a signed-in user. */
export const favouritesSyncOnStart = { type: 'favourites/syncOnStart' } as const;

/**
 * Keeps the signed-in shopper's favourites on the server (Favourites/syncFavourites.php) for the
 * price and back-in-stock mails: the whole list after each change, on sign-in and when a store
 * starts signed in. A failure is only logged; the next change sends the list again. A plain
 * middleware with one timer: RTK's listener middleware would add 1.5 KB to every first load.
 */
export function favouritesSyncMiddleware(): Middleware<object, AppState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = async (state: AppState) => {
    if (!state.user) return;
    try {
      await shopApi.favourites.sync(state.favourites.map((item) => item.ProductID));
    } catch (error) {
      console.error('Favourites could not be kept on the server:', error);
    }
  };
  return (api) => (next) => (action) => {
    const before = api.getState();
    const result = next(action);
    const state = api.getState();
    const changed =
      (action as { type?: unknown }).type === favouritesSyncOnStart.type ||
      state.favourites !== before.favourites ||
      state.user?.UserID !== before.user?.UserID;
    // Only the shopper's own edit sends an empty list: a browser without favourites must not
    // clear, at sign-in or start, the ones kept from another browser.
    const edited = toggleFavourite.match(action) || removeFavourite.match(action);
    if (!state.user || !changed || (!edited && state.favourites.length === 0)) return result;
    clearTimeout(timer);
    timer = setTimeout(() => void send(api.getState()), FAVOURITES_SYNC_DELAY_MS);
    return result;
  };
}
