/**
 * The data cache (RTK Query) of the account and back-office remotes: a shared module of its own,
 * 'shared-contracts/src/queries', so the storefront's pages never download it.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';
export { dataApi, DATA_TAGS, type DataTag } from './api';
export { httpErrorOf, settle, type ApiError } from './base-query';
export * from './lookups';
export * from './admin-endpoints';
export * from './account-endpoints';
export * from './use-lookup-lists';
export * from './use-logged-error';
export { adminApi } from './admin-client';
export * from '../rules/order-lifecycle';
export { accountApi } from './account-client';
