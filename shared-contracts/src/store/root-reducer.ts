import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { userSlice } from './user-slice';
import { cartSlice } from './cart-slice';
import { favouritesSlice } from './favourites-slice';
import { couponSlice } from './coupon-slice';
import { uiSlice } from './ui-slice';
import { persistedStateRestored } from './persisted-state';

/** The slices every page uses. */
const SLICES = {
  user: userSlice.reducer,
  cart: cartSlice.reducer,
  favourites: favouritesSlice.reducer,
  coupon: couponSlice.reducer,
  ui: uiSlice.reducer,
};
const staticReducer = combineReducers(SLICES);
const lazyReducers: Record<string, Reducer> = {};
let current: Reducer = staticReducer;

/**
 * Every store's reducer: the slices every page uses, plus the parts added later by
 * addLazyReducer. Hand-written rather than combineSlices: the storefront's first load pays
 * for every byte here. persistedStateRestored replaces the parts it carries, and only those.
 */
export const rootReducer = ((state, action) =>
  current(
    state && persistedStateRestored.match(action) ? { ...state, ...action.payload } : state,
    action,
  )) as typeof staticReducer;

export function addLazyReducer(path: string, reducer: Reducer) {
  lazyReducers[path] = reducer;
  current = combineReducers({ ...SLICES, ...lazyReducers });
}
