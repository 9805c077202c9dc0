import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredUser } from '../entities/user';

export type UserState = StoredUser | null;

export const userSlice = createSlice({
  name: 'user',
  initialState: null as UserState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<StoredUser>) => action.payload,
    userUpdated: (state, action: PayloadAction<Partial<StoredUser>>) =>
      state ? { ...state, ...action.payload } : state,
    loggedOut: () => null,
  },
});

export const { loggedIn, userUpdated, loggedOut } = userSlice.actions;
