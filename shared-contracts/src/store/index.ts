export * from './user-slice';
export * from './cart-slice';
export * from './favourites-slice';
export * from './coupon-slice';
export * from './ui-slice';
export * from './create-app-store';
export { injectLazyPart, type LazyPart } from './lazy-parts';
export * from './hooks';
export * from './use-notify';
