export * from './endpoints';
export * from './http';
export * from './client';
// './product-list' (the What's New query) is imported by its path: only the catalog and the api use it.
export type { ProductListQuery } from './product-list';
export * from './payment-page';
