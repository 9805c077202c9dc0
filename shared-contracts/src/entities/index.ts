export * from './catalog';
export * from './user';
export * from './orders';
export * from './promotions';
export * from './responses';
export * from './releases';
export * from './mail';
