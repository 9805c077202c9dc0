import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../entities/catalog';

export type FavoritesState = Product[];

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: [] as FavoritesState,
  reducers: {
    toggleFavorite: (state, action: PayloadAction<Product>) => {
      const index = state.findIndex((item) => item.ProductID === action.payload.ProductID);
      if (index >= 0) state.splice(index, 1);
      else state.push(action.payload);
    },
    removeFavorite: (state, action: PayloadAction<number>) =>
      state.filter((item) => item.ProductID !== action.payload),
  },
});

export const { toggleFavorite, removeFavorite } = favoritesSlice.actions;
