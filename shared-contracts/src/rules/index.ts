export * from './price';
export * from './order-totals';
export * from './shipping-zones';
export * from './payments';
export * from './promotions';
export * from './status';
export * from './dates';
export * from './number-input';
export * from './pagination';
export * from './ids';
export * from './image-variants';
// The order lifecycle's values travel with the account and back-office data cache
// ('shared-contracts/queries'); its types are free to share.
export type { OrderActor, OrderStatus, PayoutState } from './order-lifecycle';
export * from './product-condition';
// './product-sort' is imported by its path: only the catalog's list and the api use it.
