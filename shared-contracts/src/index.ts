/** shared-contracts: the one contract between the shell, the remotes and the api. */
export * from './entities';
export * from './api';
export * from './schemas';
export * from './rules';
export * from './constants';
export * from './store';
export * from './remotes';
export * from './ui';
