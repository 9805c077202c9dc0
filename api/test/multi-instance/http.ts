import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_COOKIE,
  type StatusResponse,
} from '../../src/contracts';
import { apiPath } from '../../src/routes/paths';

export type Query = Record<string, string | number>;

export interface Reply<T> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body (undefined when it is not JSON). */
  json: T;
}

/** Answers carry at least a status and a message; the rest depends on the call. */
export type ResponseBody = StatusResponse & Record<string, unknown>;

/** The URL of a shared-contracts endpoint (ENDPOINTS.x.y) on `base`. */
export function endpointUrl(base: string, endpoint: string, query: Query = {}): string {
  const url = new URL(apiPath(endpoint), base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

async function send<T>(url: string, init: RequestInit): Promise<Reply<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    json = undefined as T;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function get<T>(base: string, endpoint: string, query: Query = {}, cookie = '') {
  return send<T>(endpointUrl(base, endpoint, query), { headers: cookie ? { cookie } : {} });
}

/**
 * A write: JSON for a plain object, multipart for FormData, always with the CSRF header the api
 * asks of every mutating request.
 */
export function post<T = ResponseBody>(
  base: string,
  endpoint: string,
  body: object | FormData,
  cookie = '',
  headers: Record<string, string> = {},
) {
  const isForm = body instanceof FormData;
  return send<T>(endpointUrl(base, endpoint), {
    method: 'POST',
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(isForm ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: isForm ? body : JSON.stringify(body),
  });
}

/** The Cookie header value of the session a sign-in answer set. */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie in the response');
  return cookie.split(';')[0]!;
}

/** GET of a plain path (an upload, /remotes.json), with the raw bytes. */
export async function getBytes(
  url: string,
): Promise<{ status: number; type: string; bytes: Buffer }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** A multipart body: fields as text, files as Blobs with their names. */
export function formData(
  fields: Record<string, string | number>,
  files: { field: string; name: string; type: string; bytes: Buffer }[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}
