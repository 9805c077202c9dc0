import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalizeCode } from '../rules/promotions';

/** The coupon code applied to the bag (capitals), or null; checked again at every quote. */
export type CouponState = string | null;

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: null as CouponState,
  reducers: {
    applyCoupon: (_state, action: PayloadAction<string>) => normalizeCode(action.payload) || null,
    removeCoupon: () => null,
  },
});

export const { applyCoupon, removeCoupon } = couponSlice.actions;
export const selectCoupon = (state: { coupon: CouponState }) => state.coupon;
