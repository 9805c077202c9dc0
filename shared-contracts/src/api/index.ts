export * from './endpoints';
export * from './http';
export * from './client';
