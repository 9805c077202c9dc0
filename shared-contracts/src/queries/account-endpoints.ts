import {
  shopApi,
  type Product,
  type StatusResponse,
  type User,
  type UserDetailsResponse,
} from 'shared-contracts';
import type { ProfileUpdate } from 'shared-contracts/src/schemas';
import { dataApi, LIST } from './api';
import type { FormSave } from './admin-endpoints';

/** Only the user's own items: the response is still filtered by UserID, as the spec says. */
const ownedBy = (userId: number) => (items: Product[]) =>
  items.filter((item) => Number(item.UserID) === userId);

export const accountDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's details (User/getUserDetails.php); a save updates the screen itself. */
    profile: build.query<UserDetailsResponse, number>({
      query: (userId) => () => shopApi.user.details(userId),
    }),
    updateProfile: build.mutation<StatusResponse & { user?: User }, ProfileUpdate>({
      query: (body) => () => shopApi.user.update(body),
    }),
    uploadProfileImage: build.mutation<StatusResponse & { ProfileImage?: string }, FormSave>({
      query:
        ({ form, onUploadProgress }) =>
        () =>
          shopApi.user.uploadProfileImage(form, { onUploadProgress }),
    }),
    /** My Items: the user's items of any status but archived (Products/getproduct.php). */
    ownItems: build.query<Product[], number>({
      query: (userId) => (signal) =>
        shopApi.catalog.products({ UserID: userId, limit: 100 }, { signal }).then(ownedBy(userId)),
      providesTags: [{ type: 'MyItems', id: LIST }],
    }),
    /** My Items' Archived tab (Products/getArchivedProducts.php). */
    archivedItems: build.query<Product[], number>({
      query: (userId) => (signal) => shopApi.catalog.archived({ signal }).then(ownedBy(userId)),
      providesTags: [{ type: 'MyItems', id: LIST }],
    }),
    /** The sell form (WaitingList/addqueue.php): a new submission in the queue and My Items. */
    submitSell: build.mutation<StatusResponse, FormSave>({
      query:
        ({ form, onUploadProgress }) =>
        () =>
          shopApi.sell.submit(form, { onUploadProgress }),
      invalidatesTags: (response) =>
        response?.status === 'success'
          ? [
              { type: 'MyItems', id: LIST },
              { type: 'Queue', id: LIST },
            ]
          : [],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
  useOwnItemsQuery,
  useArchivedItemsQuery,
  useSubmitSellMutation,
} = accountDataApi;
