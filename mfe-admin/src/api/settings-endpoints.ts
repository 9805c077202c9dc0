/**
 * The back-office Settings page's calls and cache entry, imported by that page only; they join the
 * one data cache like the release console's calls.
 */
import { apiCalls, ENDPOINTS, type ShopSettings, type StatusResponse } from 'shared-contracts';
import { dataApi } from 'shared-contracts/queries';
import type { SettingsUpdate } from 'shared-contracts/schemas';

const { get, post } = apiCalls;

/** The settings calls, amounts in fils. */
export const settingsApi = {
  get: () => get<ShopSettings>(ENDPOINTS.settings.get),
  update: (body: SettingsUpdate) => post<StatusResponse>(ENDPOINTS.settings.update, body),
};

const SETTINGS = { type: 'Settings' as const, id: 'SHOP' };

export const settingsDataApi = dataApi
  .enhanceEndpoints({ addTagTypes: ['Settings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      shopSettings: build.query<ShopSettings, void>({
        query: () => () => settingsApi.get(),
        providesTags: [SETTINGS],
      }),
      updateShopSettings: build.mutation<StatusResponse, SettingsUpdate>({
        query: (body) => () => settingsApi.update(body),
        invalidatesTags: (response) => (response?.status === 'success' ? [SETTINGS] : []),
      }),
    }),
  });

export const { useShopSettingsQuery, useUpdateShopSettingsMutation } = settingsDataApi;
