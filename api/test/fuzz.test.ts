import { ENDPOINTS, RELEASE_ENDPOINTS } from '../src/contracts';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

/** mulberry32: a small seeded PRNG so every run sends the same inputs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  '',
  ' ',
  '0',
  '-5',
  '1.5',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '1,2,3',
  ',,,',
  '1,a',
  'x'.repeat(5000),
  '💎ß漢字\u202e',
  '\u0000',
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '<script>alert(1)</script>',
  '%',
  '%_\\',
  '../../etc/passwd',
  [],
  {},
  [1, 2],
  { $gt: '' },
  [{ ProductID: 'x' }],
  [{ ProductID: 1, Quantity: -3 }],
  [{ ProductID: 1, Quantity: 1e9 }],
  'a@b',
  'admin@reluxe.test',
  '2024-13-45',
];
const FIELDS = [
  'Email',
  'Password',
  'fName',
  'lName',
  'conf_Password',
  'number',
  'birthdate',
  'gender',
  'UserID',
  'UserName',
  'ProfileImage',
  'RoleID',
  'ProductID',
  'Name',
  'Description',
  'Price',
  'Quantity',
  'OfferPrice',
  'BrandID',
  'CategoireID',
  'Color_ID',
  'ColorID',
  'SexID',
  'Status',
  'ProductName',
  'description',
  'quantity',
  'QueueID',
  'UserPrice',
  'Address',
  'Street',
  'Apartment',
  'City',
  'State',
  'Zip',
  'Country',
  'Phone',
  'Notes',
  'Products',
  'page',
  'limit',
  'search',
  'query',
  'category',
  'brand',
  'sex',
  'ids',
  'userID',
  '__proto__',
  'constructor',
  'remote',
  'version',
  'percent',
  'entries',
];

function paths(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(paths);
}
const ALL = [...new Set([...paths(ENDPOINTS), ...paths(RELEASE_ENDPOINTS)])];
const SESSION_ENDING = new Set([
  ENDPOINTS.user.logout,
  ENDPOINTS.user.deleteAccount,
  ENDPOINTS.user.delete,
]);
const PER_ENDPOINT = 200;

describe.each(BACKENDS)('fuzzing every endpoint on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it.each(ALL)(`%s: ${PER_ENDPOINT} malformed requests, never a 5xx`, async (endpoint) => {
    const random = prng([...endpoint].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const object = () => {
      const value: Record<string, unknown> = {};
      const n = Math.floor(random() * 8);
      for (let i = 0; i < n; i++) value[pick(FIELDS)] = pick(NASTY);
      return value;
    };
    const failures: string[] = [];
    for (let i = 0; i < PER_ENDPOINT; i++) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(object())) query.append(key, String(value));
      const kind = random();
      const payload =
        kind < 0.6
          ? JSON.stringify(object())
          : kind < 0.7
            ? JSON.stringify(pick(NASTY))
            : kind < 0.85
              ? '{"broken": '
              : 'Email=x&Password=y';
      const contentType =
        kind < 0.85
          ? 'application/json'
          : pick([
              'application/x-www-form-urlencoded',
              'text/plain',
              'multipart/form-data; boundary=zz',
            ]);
      const cookie = SESSION_ENDING.has(endpoint as never)
        ? undefined
        : pick([t.adminCookie, t.customerCookie, undefined]);
      const method = random() < 0.5 ? 'GET' : 'POST';
      const res = await call(t, {
        method,
        url: `/api/${endpoint}?${query}`,
        cookie,
        ...(method === 'POST' ? { payload, headers: { 'content-type': contentType } } : {}),
      });
      if (res.statusCode >= 500)
        failures.push(
          `${method} ${query} ${payload.slice(0, 80)} -> ${res.statusCode} ${res.body}`,
        );
    }
    expect(failures).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
