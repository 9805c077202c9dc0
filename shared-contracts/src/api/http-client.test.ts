import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { catalogUrls, shopApi } from './client';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './endpoints';
import {
  errorMessageOf,
  hasServerResponse,
  http,
  HttpError,
  isAbort,
  request,
  statusOf,
  urlOf,
} from './http';

/**
 * The axios instance as the browser build runs it (jsdom), with the transport replaced by an
 * adapter: the adapter sees the request exactly as the XMLHttpRequest adapter would, and answers
 * raw text and a status, as a server does.
 */
type FakeReply = { status: number; body?: string } | 'network-failure';

let sent: InternalAxiosRequestConfig[] = [];
let replyWith: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;
const original = http.defaults.adapter;

/** What axios' own settle() does with a transport's answer: non-2xx rejects as an AxiosError. */
const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  const reply = await replyWith(config);
  if (reply === 'network-failure') {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  }
  const response: AxiosResponse = {
    data: reply.body ?? '',
    status: reply.status,
    statusText: '',
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
    request: {},
  };
  if (config.validateStatus?.(reply.status) ?? true) return response;
  throw new AxiosError(
    `Request failed with status code ${reply.status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    response,
  );
};

const json = (value: unknown, status = 200): FakeReply => ({ status, body: JSON.stringify(value) });
const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers).get(name);

beforeEach(() => {
  sent = [];
  replyWith = () => json({ status: 'success' });
  http.defaults.adapter = adapter;
});

afterAll(() => {
  http.defaults.adapter = original;
});

describe('the axios instance', () => {
  it('sends cookies, has no time-out and answers under /api/', async () => {
    await request('GET', 'Sex/');
    const [config] = sent;
    expect(config.withCredentials).toBe(true);
    expect(config.timeout).toBe(0);
    expect(http.getUri(config)).toBe('/api/Sex/');
  });

  it('adds the CSRF header to a POST, with the JSON body, its content type and extra headers', async () => {
    replyWith = (config) => json({ status: 'success', echo: JSON.parse(config.data as string) });
    const response = await request('POST', 'Orders/addOrder.php', {
      body: { ProductID: 7 },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(response).toEqual({ status: 'success', echo: { ProductID: 7 } });
    const [config] = sent;
    expect(config.method).toBe('post');
    expect(header(config, CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(header(config, 'Content-Type')).toBe('application/json');
    expect(header(config, 'Accept')).toBe('application/json');
    expect(header(config, 'Idempotency-Key')).toBe('k-1');
  });

  it('adds the CSRF header to a GET and writes the query as urlOf does', async () => {
    await request('GET', 'Products/', {
      params: { page: 1, query: 'rol ex', ids: [3, 4], x: null },
    });
    const [config] = sent;
    expect(header(config, CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(http.getUri(config)).toBe('/api/Products/?page=1&query=rol+ex&ids=3%2C4');
    expect(http.getUri(config)).toBe(urlOf('Products/', config.params));
  });

  it('requests a catalog read at exactly the URL its first-paint response is keyed by', async () => {
    replyWith = () => json([]);
    const query = { ids: '9,2', limit: 48, brand: 'Saint Laurent', category: 'a:b' };
    await shopApi.catalog.products(query);
    expect(http.getUri(sent[0])).toBe(catalogUrls.products(query));
  });

  it('posts a FormData untouched (the browser writes its multipart type) and reports upload progress', async () => {
    replyWith = (config) => {
      config.onUploadProgress?.({ loaded: 512, total: 1024, bytes: 512, lengthComputable: true });
      return json({ status: 'success', message: 'Queued' });
    };
    const form = new FormData();
    form.append('ProductName', 'Kelly 28');
    const progress: unknown[] = [];
    const response = await shopApi.sell.submit(form, {
      onUploadProgress: ({ loaded, total }) => progress.push({ loaded, total }),
    });
    expect(response).toEqual({ status: 'success', message: 'Queued' });
    expect(sent[0].data).toBe(form);
    // Not JSON: the XMLHttpRequest adapter drops the type for a FormData, the browser writes it.
    expect(header(sent[0], 'Content-Type')).not.toMatch(/json/);
    expect(header(sent[0], CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(progress).toEqual([{ loaded: 512, total: 1024 }]);
  });
});

describe('failures map to HttpError', () => {
  it("rejects a refusal with its status and the server's message", async () => {
    replyWith = () => json({ status: 'error', message: 'Out of stock' }, 409);
    const failure = await request('POST', 'Orders/addOrder.php', { body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 409,
      data: { status: 'error', message: 'Out of stock' },
    });
    expect(statusOf(failure)).toBe(409);
    expect(hasServerResponse(failure)).toBe(true);
    expect(errorMessageOf(failure, 'fallback')).toBe('Out of stock');
  });

  it('keeps a response that is not JSON (a proxy page) as its text', async () => {
    replyWith = () => ({ status: 502, body: '<h1>Bad gateway</h1>' });
    const failure = await request('GET', 'Sex/').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, data: '<h1>Bad gateway</h1>' });
    expect(errorMessageOf(failure, 'fallback')).toBe('fallback');
  });

  it('rejects a network failure as an HttpError without a response', async () => {
    replyWith = () => 'network-failure';
    const failure = await request('GET', 'Sex/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 0, message: 'Network Error' });
    expect(statusOf(failure)).toBeUndefined();
    expect(hasServerResponse(failure)).toBe(false);
    expect(errorMessageOf(failure, 'Network problem')).toBe('Network problem');
  });
});

describe('cancellation through an AbortSignal', () => {
  it('rejects a call aborted in flight as an abort, even when the response comes afterwards', async () => {
    const controller = new AbortController();
    let response: (value: FakeReply) => void = () => undefined;
    const reached = new Promise<void>((arrived) => {
      replyWith = () => {
        arrived();
        return new Promise((resolve) => (response = resolve));
      };
    });
    const pending = shopApi.catalog.searchProducts('kel', 'en', { signal: controller.signal });
    await reached;
    expect(sent[0].signal).toBe(controller.signal);
    controller.abort();
    response(json([{ ID: 1, Name: 'Kelly' }]));
    const failure = await pending.catch((error: unknown) => error);
    expect(isAbort(failure)).toBe(true);
    expect(failure).not.toBeInstanceOf(HttpError);
  });

  it('never sends a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await request('GET', 'Brand/searchbrand.php', {
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(isAbort(failure)).toBe(true);
    expect(sent).toHaveLength(0);
  });
});
