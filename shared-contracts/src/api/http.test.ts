/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './endpoints';
import {
  errorMessageOf,
  hasServerResponse,
  HttpError,
  isAbort,
  request,
  statusOf,
  urlOf,
} from './http';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let seen: Seen;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url?.startsWith('/api/refuse')) {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 'error', message: 'Out of stock' }));
      } else if (req.url?.startsWith('/api/slow')) {
        setTimeout(() => res.end('{}'), 2_000);
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 'success', echo: body ? JSON.parse(body) : null }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('urlOf', () => {
  it('leaves out parameters without a value and encodes the rest', () => {
    expect(urlOf('Products/', { page: 2, brand: 'Louis Vuitton', sex: undefined, ids: null })).toBe(
      '/api/Products/?page=2&brand=Louis+Vuitton',
    );
    expect(urlOf('Sex/')).toBe('/api/Sex/');
  });
});

describe('request (against a real HTTP server)', () => {
  it('GETs with the query, JSON accept header and the CSRF header, and answers the parsed JSON', async () => {
    const response = await request<{ status: string }>('GET', 'Products/', {
      baseUrl: base,
      params: { page: 1, query: 'rol ex' },
    });
    expect(response).toEqual({ status: 'success', echo: null });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/Products/?page=1&query=rol+ex');
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers[CSRF_HEADER.toLowerCase()]).toBe(CSRF_HEADER_VALUE);
  });

  it('POSTs a JSON body with its content type and extra headers', async () => {
    const response = await request('POST', 'Orders/addorder.php', {
      baseUrl: base,
      body: { ProductID: 7 },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(response).toEqual({ status: 'success', echo: { ProductID: 7 } });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['idempotency-key']).toBe('k-1');
  });

  it("rejects a refusal with its status and the server's message", async () => {
    const failure = await request('POST', 'refuse', { baseUrl: base, body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(statusOf(failure)).toBe(409);
    expect(hasServerResponse(failure)).toBe(true);
    expect(errorMessageOf(failure, 'fallback')).toBe('Out of stock');
  });

  it('rejects a network failure as an HttpError without a response', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await request('GET', 'Sex/', {
      baseUrl: `http://127.0.0.1:${port}/api/`,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(statusOf(failure)).toBeUndefined();
    expect(hasServerResponse(failure)).toBe(false);
    expect(errorMessageOf(failure, 'Network problem')).toBe('Network problem');
  });

  it('rejects an aborted call as an abort, not as a failure', async () => {
    const controller = new AbortController();
    const pending = request('GET', 'slow', { baseUrl: base, signal: controller.signal });
    controller.abort();
    const failure = await pending.catch((error: unknown) => error);
    expect(isAbort(failure)).toBe(true);
    expect(failure).not.toBeInstanceOf(HttpError);
  });
});
