import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../src/app';
import { ADMIN_TEXT } from '../src/contracts';
import { call, startTestApp, testConfig, type TestApp } from './helpers/test-app';

/**
 * Validates `document` with @apidevtools/swagger-parser (the OpenAPI 3 schema and its rules) in
 * a child process: its parser is an ES module, which Jest's CommonJS runtime cannot load.
 */
function validateOpenApi(document: unknown): Promise<string> {
  const script = `
    const SwaggerParser = require('@apidevtools/swagger-parser');
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk)).on('end', () =>
      SwaggerParser.validate(JSON.parse(text)).then(
        (api) => console.log('valid OpenAPI ' + api.openapi),
        (error) => { console.error(error.message); process.exit(1); },
      ),
    );`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', script],
      { cwd: __dirname },
      (error, out, err) => (error ? reject(new Error(err || error.message)) : resolve(out.trim())),
    );
    child.stdin!.end(JSON.stringify(document));
  });
}

/** Every route of `app` as `METHOD /path` (HEAD routes Fastify adds to each GET left out). */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${url}`);
    }
  }
  return routes;
}

/**
 * Routes the document leaves out, each for a reason:
 * - a path with a wildcard serves files (the shell's history fallback, the remotes' and
 *   releases' folders, uploads, the documentation's own assets), not an api call;
 * - /api/docs is the documentation itself (the UI, its configuration and this document).
 */
const notDocumented = (route: string) => route.includes('*') || / \/api\/docs(\/|$)/.test(route);

/** `/auth/v1/factors/:id` as OpenAPI writes it: `/auth/v1/factors/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const res = await call(t, { method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    await expect(validateOpenApi(document)).resolves.toBe(`valid OpenAPI ${document.openapi}`);
  });

  it('has every route the api registers, with its method', () => {
    const routes = registeredRoutes(t.app);
    // The shop, the back office and the hosted auth are all registered on this app.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/Products/addproduct.php',
        'POST /auth/v1/token',
        'DELETE /auth/v1/factors/:id',
      ]),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([url, item]) =>
        Object.keys(item ?? {})
          .filter((key) => Object.values<string>(OPENAPI_METHODS).includes(key))
          .map((method) => `${method.toUpperCase()} ${url}`),
      ),
    );
    const missing = routes
      .filter((route) => !notDocumented(route))
      .map((route) => {
        const [method, url] = route.split(' ');
        return `${method} ${openApiPath(url!)}`;
      })
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('marks the calls that need a session, and the administrators-only ones', () => {
    const operation = (method: 'get' | 'post', url: string) => document.paths[url]![method]!;
    const cookie = [{ cookieAuth: [] }];
    expect(document.components?.securitySchemes?.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'reluxe_session',
    });
    const backOffice = operation('post', '/api/Products/addproduct.php');
    expect(backOffice.security).toEqual(cookie);
    expect(backOffice.description).toContain('RoleID 1');
    expect(operation('post', '/api/Orders/addOrder.php').security).toEqual(cookie);
    expect(operation('get', '/api/User/getUserDetails.php').security).toEqual(cookie);
    expect(operation('get', '/api/Products/getproduct.php').security).toBeUndefined();
    expect(operation('post', '/api/User/UserLogin.php').security).toBeUndefined();
    expect(operation('post', '/api/User/forgotPassword.php').security).toBeUndefined();
    expect(operation('post', '/api/User/resetPassword.php').security).toBeUndefined();
    expect(operation('post', '/api/User/updatePreferences.php').security).toEqual(cookie);
    expect(operation('post', '/api/Favourites/syncFavourites.php').security).toEqual(cookie);
  });

  it('describes the input of a call from its zod schema', () => {
    const list = document.paths['/api/Products/getproduct.php']!.get!;
    const names = (list.parameters as OpenAPIV3.ParameterObject[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['category', 'brand', 'page', 'limit']));
    const add = document.paths['/api/Products/addproduct.php']!.post!;
    const body = add.requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    const schema = body.content['application/json']!.schema as OpenAPIV3.SchemaObject;
    expect(schema.required).toEqual(expect.arrayContaining(['Name', 'Price', 'BrandID']));
  });

  it('refuses input that breaks a route schema with the same 400 as before', async () => {
    // The messages strict-input.test.ts asserts.
    const list = await call(t, { method: 'GET', url: '/api/Products/getproduct.php?page=abc' });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ status: 'error', message: 'page must be a number' });
    const details = await call(t, {
      method: 'GET',
      url: '/api/Products/getProductDetails.php?ProductID=-1',
    });
    expect(details.statusCode).toBe(400);
    expect(details.json()).toEqual({
      status: 'error',
      message: 'ProductID must be a positive number',
    });
    const remove = await call(t, {
      method: 'POST',
      url: '/api/Products/deleteproduct.php',
      cookie: t.adminCookie,
      payload: { ProductID: '0x1' },
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toEqual({ status: 'error', message: 'ProductID must be a number' });
    // The session is checked before the input, as before.
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/Products/deleteproduct.php',
      payload: { ProductID: '0x1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes a serialised answer with the same bytes', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/Color/addColor.php',
      cookie: t.adminCookie,
      payload: { Name: 'Openapi Teal' },
    });
    expect(res.statusCode).toBe(200);
    const { Color_ID } = res.json();
    expect(res.body).toBe(
      JSON.stringify({ status: 'success', message: ADMIN_TEXT.colour.added, Color_ID }),
    );
  });
});

const OPENAPI_METHODS = {
  get: 'get',
  put: 'put',
  post: 'post',
  delete: 'delete',
  patch: 'patch',
  options: 'options',
} as const;

describe('the documentation pages', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  /** An app without a database (the docs do not need one). */
  const appWith = async (overrides: { production: boolean; apiDocs: boolean }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-openapi-'));
    dirs.push(dataDir);
    const app = await buildApp({ logger: false, config: { ...testConfig(dataDir), ...overrides } });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a browsable UI at /api/docs', async () => {
    const app = await appWith({ production: false, apiDocs: false });
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    const json = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/health'].get).toBeDefined();
  });

  it('answers 404 in production unless API_DOCS=true', async () => {
    const off = await appWith({ production: true, apiDocs: false });
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/openapi.json']) {
      const res = await off.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Not found' });
    }
    const on = await appWith({ production: true, apiDocs: true });
    expect((await on.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    expect((await on.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(
      200,
    );
  });
});
