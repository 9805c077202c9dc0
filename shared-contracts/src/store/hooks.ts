import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppState } from './create-app-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();

export const selectUser = (state: AppState) => state.user;
export const selectIsAdmin = (state: AppState) => state.user?.RoleID === 1;
export const selectCart = (state: AppState) => state.cart;
export const selectCartCount = (state: AppState) =>
  state.cart.reduce((sum, item) => sum + item.Quantity, 0);
export const selectFavourites = (state: AppState) => state.favourites;
export const selectIsFavourite = (productId: number) => (state: AppState) =>
  state.favourites.some((item) => item.ProductID === productId);
export const selectIsInCart = (productId: number) => (state: AppState) =>
  state.cart.some((item) => item.ProductID === productId);
export const selectLoginModal = (state: AppState) => state.ui.loginModal;
export const selectAlert = (state: AppState) => state.ui.alert;
