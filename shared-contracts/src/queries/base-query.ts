import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { HttpError } from 'shared-contracts';

/**
 * One call of client.ts (shopApi / adminApi): its endpoint constant and request shape, on the
 * shared axios instance (base /api/, cookies, the CSRF header, upload progress, HttpError).
 */
export type ApiCall = (signal: AbortSignal) => Promise<unknown>;

/** A failed call as the cache keeps it: plain data, since the store holds no class instances. */
export interface ApiError {
  /** The server's HTTP status; 0 when no answer came. */
  status: number;
  data?: unknown;
}

/** The api's baseQuery: runs the endpoint's client call and keeps a failure as an ApiError. */
export const clientBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async (
  call,
  { signal },
) => {
  try {
    return { data: await call(signal) };
  } catch (error) {
    if (error instanceof HttpError) return { error: { status: error.status, data: error.data } };
    return { error: { status: 0, data: String(error) } };
  }
};

const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && typeof (value as ApiError).status === 'number';

/** The HttpError of a cached failure, for the helpers that read one (statusOf, errorMessageOf). */
export function httpErrorOf(error: unknown): unknown {
  return isApiError(error) && !(error instanceof HttpError)
    ? new HttpError(error.status, error.data)
    : error;
}

/** Awaits a trigger's result; a failure rethrows as the HttpError the client would have thrown. */
export async function settle<T>(result: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await result.unwrap();
  } catch (error) {
    throw httpErrorOf(error);
  }
}

/** A list answer, or an empty list when the server answered something else. */
export const listOf = <T>(response: unknown): T[] => (Array.isArray(response) ? response : []);
