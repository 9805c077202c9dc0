/**
 * The release console's calls and cache entries, imported by the Releases screen only, so no other
 * page loads them. They join the one data cache of the shared 'shared-contracts/queries' module.
 */
import { apiCalls, type RemoteReleases, type StatusResponse } from 'shared-contracts';
import { dataApi, type ApiError } from 'shared-contracts/queries';
import type {
  ActivateReleaseInput,
  CanaryReleaseInput,
  RemoteCanaryInput,
} from 'shared-contracts/schemas';
import { RELEASE_ENDPOINTS } from 'shared-contracts/release-endpoints';

const { get, post } = apiCalls;

/** The release calls, sent as the other back-office writes are (fields as JSON). */
export const releaseApi = {
  list: () => get<RemoteReleases[]>(RELEASE_ENDPOINTS.list),
  activate: (body: ActivateReleaseInput) => post<StatusResponse>(RELEASE_ENDPOINTS.activate, body),
  canary: (body: CanaryReleaseInput) => post<StatusResponse>(RELEASE_ENDPOINTS.canary, body),
  promote: (body: RemoteCanaryInput) => post<StatusResponse>(RELEASE_ENDPOINTS.promote, body),
  abort: (body: RemoteCanaryInput) => post<StatusResponse>(RELEASE_ENDPOINTS.abort, body),
};

const RELEASES = { type: 'Release' as const, id: 'LIST' };

/**
 * A write refreshes the list when it succeeded, and after a 409 too: the remote moved on
 * meanwhile (another administrator, an automatic rollback), so the screen shows where it is now.
 */
const refreshAfter = (response: StatusResponse | undefined, error: unknown) =>
  response?.status === 'success' || (error as ApiError | undefined)?.status === 409
    ? [RELEASES]
    : [];

export const releaseDataApi = dataApi
  .enhanceEndpoints({ addTagTypes: ['Release'] })
  .injectEndpoints({
    endpoints: (build) => ({
      releases: build.query<RemoteReleases[], void>({
        query: () => () => releaseApi.list().then((list) => (Array.isArray(list) ? list : [])),
        providesTags: [RELEASES],
      }),
      activateRelease: build.mutation<StatusResponse, ActivateReleaseInput>({
        query: (body) => () => releaseApi.activate(body),
        invalidatesTags: refreshAfter,
      }),
      startCanary: build.mutation<StatusResponse, CanaryReleaseInput>({
        query: (body) => () => releaseApi.canary(body),
        invalidatesTags: refreshAfter,
      }),
      promoteCanary: build.mutation<StatusResponse, RemoteCanaryInput>({
        query: (body) => () => releaseApi.promote(body),
        invalidatesTags: refreshAfter,
      }),
      abortCanary: build.mutation<StatusResponse, RemoteCanaryInput>({
        query: (body) => () => releaseApi.abort(body),
        invalidatesTags: refreshAfter,
      }),
    }),
  });

export const {
  useReleasesQuery,
  useActivateReleaseMutation,
  useStartCanaryMutation,
  usePromoteCanaryMutation,
  useAbortCanaryMutation,
} = releaseDataApi;
