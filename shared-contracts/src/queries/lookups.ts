import { shopApi, type Brand, type Category, type Colour, type Gender } from 'shared-contracts';
import { dataApi, LIST } from './api';
import { listOf } from './base-query';

/** Lookups are loaded once per visit and shared by every screen; a save of the entity refreshes them. */
const ONE_HOUR = 60 * 60;

export const lookupsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    brandLookup: build.query<Brand[], void>({
      query: () => () => shopApi.catalog.brandLookup().then(listOf<Brand>),
      providesTags: [{ type: 'Brand', id: LIST }],
      keepUnusedDataFor: ONE_HOUR,
    }),
    categoryLookup: build.query<Category[], void>({
      query: () => () => shopApi.catalog.categoryLookup().then(listOf<Category>),
      providesTags: [{ type: 'Category', id: LIST }],
      keepUnusedDataFor: ONE_HOUR,
    }),
    colourLookup: build.query<Colour[], void>({
      query: () => () => shopApi.catalog.colourLookup().then(listOf<Colour>),
      providesTags: [{ type: 'Colour', id: LIST }],
      keepUnusedDataFor: ONE_HOUR,
    }),
    genderLookup: build.query<Gender[], void>({
      query: () => () => shopApi.catalog.genderLookup().then(listOf<Gender>),
      providesTags: [{ type: 'Gender', id: LIST }],
      keepUnusedDataFor: ONE_HOUR,
    }),
  }),
});

/** Lookups are not refetched on mount: once loaded they serve every screen until invalidated. */
export const LOOKUP_OPTIONS = { refetchOnMountOrArgChange: false } as const;

export const {
  useBrandLookupQuery,
  useCategoryLookupQuery,
  useColourLookupQuery,
  useGenderLookupQuery,
} = lookupsApi;
