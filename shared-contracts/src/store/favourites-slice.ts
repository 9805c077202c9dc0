import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../entities/catalog';

export type FavouritesState = Product[];

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: [] as FavouritesState,
  reducers: {
    toggleFavourite: (state, action: PayloadAction<Product>) => {
      const index = state.findIndex((item) => item.ProductID === action.payload.ProductID);
      if (index >= 0) state.splice(index, 1);
      else state.push(action.payload);
    },
    removeFavourite: (state, action: PayloadAction<number>) =>
      state.filter((item) => item.ProductID !== action.payload),
  },
});

export const { toggleFavourite, removeFavourite } = favouritesSlice.actions;
