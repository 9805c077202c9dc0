export * from './endpoints';
export * from './http';
export * from './client';
export * from './product-list';
