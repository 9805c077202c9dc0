export * from './registry';
export * from './remote-loader';
export * from './remote-root';
export * from './route-table';
export * from './first-paint';
