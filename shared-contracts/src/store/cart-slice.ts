import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../entities/catalog';
import type { CartItem } from '../entities/orders';
import { LIMITS } from '../constants/timings';

export type CartState = CartItem[];

function clampQuantity(quantity: number, stock: number): number {
  const upper = Math.max(LIMITS.minCartQuantity, stock);
  return Math.min(Math.max(LIMITS.minCartQuantity, Math.floor(quantity)), upper);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: [] as CartState,
  reducers: {
    /** Adds a product; adding one already in the bag raises its Quantity by 1 (within stock). */
    addToCart: (
      state,
      action: PayloadAction<{ product: Product; quantity?: number; colour?: string }>,
    ) => {
      const { product, quantity = 1, colour } = action.payload;
      const existing = state.find((item) => item.ProductID === product.ProductID);
      if (existing) {
        existing.Quantity = clampQuantity(existing.Quantity + 1, existing.MainQuantity);
        return;
      }
      state.push({
        ...product,
        Quantity: clampQuantity(quantity, product.Quantity),
        MainQuantity: product.Quantity,
        ...(colour ? { Color: colour } : {}),
      });
    },
    removeFromCart: (state, action: PayloadAction<number>) =>
      state.filter((item) => item.ProductID !== action.payload),
    /** Sets a line's quantity: at least 1, at most the remaining stock. */
    setCartQuantity: (state, action: PayloadAction<{ ProductID: number; Quantity: number }>) => {
      const item = state.find((line) => line.ProductID === action.payload.ProductID);
      if (item) item.Quantity = clampQuantity(action.payload.Quantity, item.MainQuantity);
    },
    clearCart: () => [],
    /**
     * Refreshes the bag from the product list: lines whose product is no longer returned are
     * dropped, stock and prices come from the fresh list, and a sold-out line is flagged.
     */
    refreshCart: (state, action: PayloadAction<Product[]>) => {
      const fresh = new Map(action.payload.map((product) => [product.ProductID, product]));
      return state
        .filter((item) => fresh.has(item.ProductID))
        .map((item) => {
          const product = fresh.get(item.ProductID)!;
          const stock = Number(product.Quantity);
          return {
            ...item,
            ...product,
            MainQuantity: stock,
            Quantity: stock > 0 ? clampQuantity(item.Quantity, stock) : item.Quantity,
            Unavailable: stock <= 0,
            ...(item.Color ? { Color: item.Color } : {}),
          };
        });
    },
  },
});

export const { addToCart, removeFromCart, setCartQuantity, clearCart, refreshCart } =
  cartSlice.actions;
