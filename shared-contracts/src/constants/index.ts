export * from './timings';
export * from './messages';
