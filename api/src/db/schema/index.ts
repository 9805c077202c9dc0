export * from './users';
export * from './catalog';
export * from './products';
export * from './orders';
export * from './auth-v1';
export * from './platform';
export * from './shipping';
export * from './payments';
