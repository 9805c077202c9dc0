/**
 * shared-contracts: the one contract between the shell, the remotes and the api.
 * The zod schemas are a separate shared module, 'shared-contracts/schemas', so pages without
 * a form never download zod. Likewise 'shared-contracts/queries' (the RTK Query data cache)
 * is loaded only by the account and back-office pages.
 */
export * from './entities';
export * from './api';
export * from './rules';
export * from './constants';
export * from './store';
export * from './remotes';
export * from './ui';
export * from './routing';
export * from './i18n';
export * from './data';
