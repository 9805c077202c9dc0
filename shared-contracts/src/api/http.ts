import axios, { type AxiosInstance } from 'axios';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from './endpoints';

/**
 * The one axios instance of the storefront and back-office (base /api/, JSON, cookies included,
 * no time-out as the spec says). Shared as a singleton through Module Federation.
 */
export function createHttp(baseURL: string = API_BASE): AxiosInstance {
  return axios.create({
    baseURL,
    withCredentials: true,
    timeout: 0,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
  });
}

export const http: AxiosInstance = createHttp();

/** The server's message from a failed call, or a fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}

/** True when the call failed with an answer from the server (not a network failure). */
export function hasServerAnswer(error: unknown): boolean {
  return axios.isAxiosError(error) && Boolean(error.response);
}

export function isAbort(error: unknown): boolean {
  return axios.isCancel(error) || (error instanceof Error && error.name === 'CanceledError');
}
