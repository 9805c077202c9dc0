import { createApi } from '@reduxjs/toolkit/query/react';
import { injectLazyPart } from 'shared-contracts';
import { clientBaseQuery } from './base-query';

/** What a save or delete invalidates: each tag's 'LIST' id covers its lists and lookups. */
export const DATA_TAGS = [
  'Brand',
  'Category',
  'Colour',
  'Gender',
  'Product',
  'User',
  'Role',
  'Queue',
  'Order',
  'Payout',
  'Promotion',
  'Mail',
  'Profile',
  'MyItems',
] as const;
export type DataTag = (typeof DATA_TAGS)[number];

export const LIST = 'LIST';

/**
 * The one data cache of the account and back-office pages. Its code is a shared module of its
 * own, imported only by those remotes, so the storefront's first load does not carry it; it
 * joins the running store when first imported. Screens revisited show fresh data (mount refetch).
 */
export const dataApi = createApi({
  reducerPath: 'data',
  baseQuery: clientBaseQuery,
  tagTypes: DATA_TAGS,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

injectLazyPart(dataApi);
