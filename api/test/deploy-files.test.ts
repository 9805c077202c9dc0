/**
 * The container and compose files, checked offline (no Docker engine on the build machines):
 * deploy/compose.yaml runs the multi-instance production setup with no secret written in it, and
 * the Dockerfile runs the very api build the root build script produces.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { dockerfileStages } from './helpers/dockerfile';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  profiles?: string[];
  entrypoint?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: string | (string | { path: string })[];
  deploy?: { replicas?: number };
  healthcheck?: { test?: string | string[] };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | number | { published?: string | number })[];
  volumes?: (string | { source?: string })[];
}

const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };
const services = Object.entries(compose.services);

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]));
}

function servicesWithImage(fragment: string): [string, Service][] {
  return services.filter(([, service]) => service.image?.includes(fragment));
}

const fromDockerfile = services.filter(([, service]) => {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  return build !== undefined && path.resolve(ROOT, 'deploy', build.context ?? '.') === ROOT;
});
/** What `up` starts; a service of a profile (the release command) runs on demand only. */
const builtFromDockerfile = fromDockerfile.filter(([, service]) => !service.profiles);
const [apiName, api] = builtFromDockerfile[0] ?? ['', {} as Service];
const releaseService = fromDockerfile.find(([, service]) => service.profiles)?.[1];

/** `${NAME}`, `${NAME:?message}` or `${NAME:-}`: from the environment, never a default value. */
const INTERPOLATION = /^\$\{(\w+)(?::?\?[^}]*|:?-)?\}$/;
const REQUIRED = /^\$\{(\w+):?\?[^}]*\}$/;
const SECRET_NAME = /PASSWORD|SECRET|ACCESS_KEY|TOKEN/;

describe('deploy/compose.yaml', () => {
  it('has PostgreSQL with a volume, Redis and an S3 store with its bucket created', () => {
    const [postgres] = servicesWithImage('postgres:15');
    expect(postgres?.[1].volumes?.length).toBeGreaterThan(0);
    expect(servicesWithImage('redis:7')).toHaveLength(1);
    expect(servicesWithImage('minio/minio')).toHaveLength(1);
    expect(servicesWithImage('minio/mc')).toHaveLength(1);
    expect(environment(api).S3_ENDPOINT).toBe('http://minio:9000');
  });

  it('runs at least two api replicas built from the Dockerfile', () => {
    expect(builtFromDockerfile).toHaveLength(1);
    expect(api.deploy?.replicas ?? 1).toBeGreaterThanOrEqual(2);
  });

  it('puts nginx in front, round robin over the api service, on port 8080', () => {
    const [nginx] = servicesWithImage('nginx');
    expect(nginx).toBeDefined();
    expect(nginx?.[1].ports?.map(String).join(' ')).toMatch(/8080/);
    expect(nginx?.[1].volumes?.map(String).join(' ')).toMatch(/\.\/nginx\.conf:/);
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(new RegExp(`server ${apiName}:3000\\b`));
    expect(conf).toMatch(/proxy_pass http:\/\/api;/);
    expect(conf).not.toMatch(/least_conn|ip_hash|\bhash /);
  });

  it('gives the api every variable of the multi-instance production setup', () => {
    const env = environment(api);
    for (const name of [
      'NODE_ENV',
      'DATABASE_URL',
      'REDIS_URL',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'ADMIN_PASSWORD',
    ]) {
      expect(env[name]).toBeTruthy();
    }
    expect(env.NODE_ENV).toBe('production');
    expect(env.TRUST_PROXY).toBe('true');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
  });

  it('writes no secret: each is an interpolation, the essential ones required', () => {
    for (const [name, service] of services) {
      for (const [key, value] of Object.entries(environment(service))) {
        if (SECRET_NAME.test(key)) {
          expect({ service: name, key, value }).toEqual({
            service: name,
            key,
            value: expect.stringMatching(INTERPOLATION),
          });
        }
        // A password inside a URL (postgres://user:password@host) is an interpolation too.
        const inUrl = /:\/\/[^:/@]+:([^@]+)@/.exec(value)?.[1];
        if (inUrl) expect(inUrl).toMatch(REQUIRED);
      }
    }
    const env = environment(api);
    for (const name of ['ADMIN_PASSWORD', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      expect(env[name]).toMatch(REQUIRED);
    }
  });

  it('lists every required variable in deploy/.env.example', () => {
    const example = read('deploy/.env.example');
    const required = [...read('deploy/compose.yaml').matchAll(/\$\{(\w+):?\?/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(0);
    for (const name of new Set(required)) expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
  });

  it('hands the api the whole deploy/.env, whose variables are the documented ones', () => {
    const files = [api.env_file ?? []]
      .flat()
      .map((entry) => (typeof entry === 'string' ? entry : entry.path));
    expect(files.map((file) => path.resolve(ROOT, 'deploy', file))).toEqual([
      path.join(ROOT, 'deploy', '.env'),
    ]);
    // Each is documented in the root .env.example, or compose itself reads it.
    const documented = read('.env.example');
    const interpolated = [...read('deploy/compose.yaml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]);
    for (const [, name] of read('deploy/.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)) {
      const known = new RegExp(`^#?\\s*${name}=`, 'm').test(documented);
      expect({ name, known: known || interpolated.includes(name) }).toEqual({ name, known: true });
    }
  });

  it('checks the api on /api/health and starts it after its services, nginx after it', () => {
    // Liveness: a Redis or storage outage leaves every replica unready, not dead.
    const test = api.healthcheck?.test;
    expect(Array.isArray(test) ? test.join(' ') : test).toMatch(/\/api\/health\b/);
    const dependsOn = api.depends_on as Record<string, { condition?: string }>;
    expect(dependsOn.postgres?.condition).toBe('service_healthy');
    expect(dependsOn.redis?.condition).toBe('service_healthy');
    const nginx = servicesWithImage('nginx')[0]?.[1];
    const nginxDependsOn = nginx?.depends_on as Record<string, { condition?: string }>;
    expect(nginxDependsOn[apiName]?.condition).toBe('service_healthy');
  });

  it('passes a 503 of the api on instead of taking the replica out of the rotation', () => {
    const nextUpstream = /proxy_next_upstream ([^;]+);/.exec(read('deploy/nginx.conf'))?.[1];
    expect(nextUpstream?.split(/\s+/)).toEqual(expect.arrayContaining(['error', 'timeout']));
    expect(nextUpstream).not.toMatch(/http_503/);
  });

  it('releases on demand from the build stage into the bucket, through the api with the token', () => {
    expect(releaseService?.profiles).toEqual(['release']);
    const build = releaseService?.build as { target?: string };
    expect(build.target).toBe('build');
    // That stage has webpack and the sources; the runtime image has neither.
    expect(dockerfileStages(read('Dockerfile')).map((stage) => stage.name)).toContain('build');
    expect(releaseService?.entrypoint).toEqual(['npm', 'run', 'release', '--']);
    const env = environment(releaseService!);
    expect(env.S3_BUCKET).toBe(environment(api).S3_BUCKET);
    expect(env.RELEASE_API).toBe(`http://${apiName}:3000`);
    // deploy/.env's, which the replicas read too (env_file).
    expect(env.RELEASE_TOKEN).toBe('${RELEASE_TOKEN:-}');
    // Without S3 the replicas share the releases as files: one volume mounted in all of them.
    const mounted = (service?: Service) =>
      service?.volumes?.map(String).find((volume) => volume.endsWith(':/app/releases'));
    expect(mounted(api)).toBe('releases:/app/releases');
    expect(mounted(releaseService)).toBe('releases:/app/releases');
  });
});

/** What scripts/build-api.mjs says it writes, asked of the script itself. */
function apiBuildOutput(): { main: string } {
  const script = path.join(ROOT, 'scripts', 'build-api.mjs');
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(script)}); console.log(JSON.stringify({ main: m.API_MAIN }));`,
    ],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  const { main } = JSON.parse(result.stdout) as { main: string };
  return { main: path.relative(ROOT, main).split(path.sep).join('/') };
}

describe('Dockerfile', () => {
  const stages = dockerfileStages(read('Dockerfile'));
  const build = stages[0];
  const runtime = stages.at(-1);
  const runtimeOf = (keyword: string) =>
    runtime?.instructions.filter((instruction) => instruction.keyword === keyword) ?? [];

  it('builds in one stage and runs from a later one on the same base', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build?.instructions[0]?.args).toMatch(/^node:24-bookworm-slim AS build$/i);
    expect(runtime?.instructions[0]?.args).toMatch(/^node:24-bookworm-slim\b/);
  });

  it('runs the root build script, and installs the server packages alone in their own stage', () => {
    const runs = build?.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args) ?? [];
    expect(runs.some((run) => /npm install\b/.test(run))).toBe(true);
    expect(runs.some((run) => /\bnpm run build\b/.test(run))).toBe(true);
    const serverDeps = stages.find((stage) => stage.name === 'server-deps');
    const serverRuns = serverDeps?.instructions.filter((i) => i.keyword === 'RUN') ?? [];
    expect(serverRuns.map((run) => run.args).join(' ')).toMatch(/npm install --omit=dev\b/);
    const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(rootScripts.build).toMatch(/scripts\/build\.mjs/);
  });

  it('runs the api file the build script writes, copied from the build stage', () => {
    const { main } = apiBuildOutput();
    expect(main).toBe('api/dist/main.js');
    const [cmd] = runtimeOf('CMD');
    expect(JSON.parse(cmd?.args ?? 'null')).toEqual(['node', main]);
    const copies = runtimeOf('COPY').map((copy) => copy.args);
    const distDir = path.posix.dirname(main);
    expect(copies).toContain(`--from=build /app/${distDir} ./${distDir}`);
    expect(copies).toContain('--from=server-deps /app/node_modules ./node_modules');
    for (const pkg of ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin']) {
      expect(copies).toContain(`--from=build /app/${pkg}/dist ./${pkg}/dist`);
    }
  });

  it('sets NODE_ENV=production, a non-root user, port 3000 and a health check on /api/health', () => {
    expect(
      runtimeOf('ENV')
        .map((env) => env.args)
        .join(' '),
    ).toMatch(/\bNODE_ENV=production\b/);
    const users = runtimeOf('USER').map((user) => user.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(runtimeOf('EXPOSE').map((expose) => expose.args)).toContain('3000');
    expect(runtimeOf('HEALTHCHECK')[0]?.args).toMatch(/\/api\/health\b/);
  });

  it('keeps dependencies, builds, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split(/\r?\n/);
    for (const entry of ['**/node_modules', '**/dist', '.git', 'data', 'releases', '.env']) {
      expect(ignored).toContain(entry);
    }
  });
});
