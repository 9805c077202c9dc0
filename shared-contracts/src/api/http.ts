import axios, { type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from './endpoints';
import { HttpError } from './http-error';
import { queryOf } from './url';

export * from './http-error';
export { queryOf, urlOf } from './url';

/**
 * The one HTTP client of the storefront and back-office: base /api/, JSON, cookies included and
 * no time-out (API calls are never cut short). It travels inside the shared-contracts singleton,
 * so every remote uses this instance; ESLint keeps fetch and XMLHttpRequest out of the packages.
 * No default Content-Type: axios writes JSON's for a plain object and lets the browser write a
 * FormData's multipart boundary.
 */
export const http = axios.create({
  baseURL: API_BASE,
  withCredentials: true,
  timeout: 0,
  headers: { Accept: 'application/json' },
  paramsSerializer: { serialize: queryOf },
});

/**
 * The api refuses a cross-site write without CSRF_HEADER (api/src/plugins/csrf.ts). Every call
 * carries it, reads included, so no write can go out without it.
 */
export function withCsrfHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return config;
}

/**
 * Callers see HttpError (`status`, `data`; status 0 when no answer came), never axios' error
 * shape. A cancelled call stays axios' CanceledError, which isAbort recognises.
 */
export function toHttpError(error: unknown): never {
  if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
  throw new HttpError(error.response?.status ?? 0, error.response?.data);
}

http.interceptors.request.use(withCsrfHeader);
http.interceptors.response.use(undefined, toHttpError);

export interface UploadProgress {
  loaded: number;
  total?: number;
}

export interface RequestOptions {
  /** Where /api/ lives: the instance's base unless given ('' for a URL from catalogUrls). */
  baseUrl?: string;
  params?: object;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** One call: resolves with the parsed JSON response, rejects with HttpError (or a cancellation). */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await http.request<T>({
    method,
    url: path,
    baseURL: options.baseUrl,
    params: options.params,
    data: options.body,
    headers: options.headers,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
  });
  return response.data;
}
