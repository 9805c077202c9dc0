export * from './registry';
export * from './remote-loader';
