import { createAction } from '@reduxjs/toolkit';
import type { UserState } from './user-slice';
import type { CartState } from './cart-slice';
import type { FavouritesState } from './favourites-slice';
import type { CouponState } from './coupon-slice';

/** The parts of the state kept in browser storage. */
export interface PersistedState {
  user: UserState;
  cart: CartState;
  favourites: FavouritesState;
  coupon: CouponState;
}

/** The parts found in storage, put into a store that started without them (the root reducer). */
export const persistedStateRestored = createAction<Partial<PersistedState>>('persisted/restored');
