/**
 * The data cache (RTK Query) of the account and back-office remotes: a shared module of its own,
 * 'shared-contracts/queries', so the storefront's pages never download it. Each remote injects its
 * own endpoints into this one cache.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';
export { dataApi, DATA_TAGS, LIST, type DataTag } from './api';
export { httpErrorOf, listOf, settle, type ApiCall, type ApiError } from './base-query';
export * from './lookups';
export * from './form-save';
export * from './use-lookup-lists';
export * from './use-logged-error';
export * from '../rules/order-lifecycle';
