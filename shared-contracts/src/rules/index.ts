export * from './price';
export * from './status';
export * from './dates';
export * from './number-input';
export * from './pagination';
export * from './ids';
