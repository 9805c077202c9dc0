export * from './fields';
export * from './auth';
export * from './orders';
export * from './catalog';
export * from './admin-users';
export * from './releases';
export * from './settings';
export * from './promotions';
