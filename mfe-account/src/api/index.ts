/** The account pages' calls and their data-cache endpoints. */
export * from './account-client';
export * from './account-endpoints';
