import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from 'shared-contracts/server';
import {
  FIRST_PAINT_FILE,
  headRequests,
  REMOTES,
  REMOTES_CONFIG_ID,
  REMOTE_NAMES,
} from '../contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { queryLanguage, requestLanguage } from '../i18n/request-language';
import { paintedHead, withPageHead } from '../page-head';
import { publicOrigin } from '../public-origin';
import { releaseBucketOf } from '../releases/bucket';
import { visitorOf } from '../releases/visitors';
import { cacheControlFor, IMMUTABLE, NO_CACHE, servedName } from '../cache-control';
import { mtimeCachedReader } from './file-cache';
import {
  answersOf,
  firstPaintOf,
  jsonScript,
  serverModulesReader,
  withFirstPaint,
} from './first-paint';
import { withPageNonce } from './page-nonce';
import {
  dataHintTags,
  manifestReader,
  pageHintTags,
  withPageHints,
  type LoadJson,
} from './page-hints';
import { releasesHosting } from './releases-hosting';
import { requestOrigin, type RemotesConfigReader } from './remotes-config';
import { uploadsHosting } from './uploads';

/** Paths the shell's history fallback never answers (they belong to the server). */
export const SERVER_PREFIXES = [
  '/api/',
  '/auth/',
  '/uploads/',
  '/remotes/',
  '/releases/',
  '/dev/',
  '/sitemaps/',
];

export const NOT_BUILT_MESSAGE = 'The storefront is not built yet: run npm run build';

/** The shell's unhashed files are revalidated (main.js too, unless asked for with its hash). */
function shellCacheControlFor(filePath: string): string {
  const hashed = /[.-][0-9a-f]{8,}\./.test(servedName(filePath));
  return hashed ? cacheControlFor(filePath) : NO_CACHE;
}

/** The build hash index.html puts after main.js (`main.js?<hash>`). */
const entryHashOf = mtimeCachedReader(
  (file) => /src="\/main\.js\?([0-9a-f]{8,})"/.exec(fs.readFileSync(file, 'utf8'))?.[1],
);

/**
 * Headers for the shell's files: main.js asked for with the hash the current index.html gives it
 * is this build's and is kept like a hashed file; any other request for it is revalidated (a page
 * of another build, during a release across instances, gets no copy it would keep).
 */
function shellHeaders(indexFile: string) {
  return (reply: FastifyReply, filePath: string) => {
    const hash = reply.request.url.split('?')[1];
    const current =
      servedName(filePath) === 'main.js' && hash !== undefined && hash === entryHashOf(indexFile);
    reply.header('Cache-Control', current ? IMMUTABLE : shellCacheControlFor(filePath));
  };
}

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

export function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A package's files for the browser: not its server module, which only the api runs. */
const isPublicFile = (pathName: string) => path.basename(pathName) !== FIRST_PAINT_FILE;

function ensureDir(dir: string): boolean {
  try {
    fs.mkdirSync(dir, { recursive: true });
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Serves the shell (with history fallback), each remote's build, releases and uploads. */
export async function staticHosting(app: FastifyInstance, config: AppConfig) {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  // preCompressed: the builds carry .br and .gz copies of their files (webpack.common.js).
  const common = {
    cacheControl: false,
    setHeaders: setCacheHeaders,
    dotfiles: 'deny',
    preCompressed: true,
  } as const;
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    ...common,
    // GET / (index.html, index.ar.html) goes to the history fallback too, which picks the
    // language's page and adds its first paint and preload hints.
    allowedPath: (pathName: string) =>
      pathName !== '/' && !/^\/index(\.[a-z]{2})?\.html$/.test(pathName) && isPublicFile(pathName),
    setHeaders: shellHeaders(path.join(shellDist, 'index.html')),
  });
  for (const name of REMOTE_NAMES) {
    const pkg = REMOTES[name].package;
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, pkg, 'dist'),
      prefix: `/remotes/${pkg}/`,
      decorateReply: false,
      ...common,
      allowedPath: isPublicFile,
    });
  }
  // With S3 every instance serves the releases from the bucket, wherever they were made.
  const bucket = releaseBucketOf(config);
  if (bucket) {
    releasesHosting(app, bucket, cacheControlFor);
  } else if (ensureDir(config.releasesDir)) {
    // Released remotes are added while the server runs (npm run release): make sure the folder
    // exists so @fastify/static does not warn at start-up; skip it if it cannot be created.
    await app.register(fastifyStatic, {
      root: config.releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      ...common,
      allowedPath: isPublicFile,
    });
  } else {
    app.log.info({ dir: config.releasesDir }, 'releases folder unavailable: /releases/ not served');
  }
  await uploadsHosting(app, app.storage);
}

/**
 * The shell's index.html in `language`: the build writes one per language (index.ar.html with
 * the Arabic frame). A shell built before that has only the English one: its frame stays English
 * and the page still gets the language's `<html lang dir>` (the boot then renders in it).
 */
async function readIndex(distDir: string, language: Language): Promise<string | undefined> {
  const read = (name: string) => fs.promises.readFile(path.join(distDir, name), 'utf8');
  try {
    if (language !== 'en') {
      const own = await read(`index.${language}.html`).catch(() => undefined);
      if (own !== undefined) return own;
    }
    const html = await read('index.html');
    return language === 'en'
      ? html
      : html.replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
  } catch {
    return undefined;
  }
}

/**
 * History fallback: a GET for a client route answers the shell's index.html, with the page's
 * first paint when its remote renders one (first-paint.ts), its head and status (page-head) and
 * preload hints for the remote files that route needs (page-hints.ts), from the visitor's remotes
 * config. `databaseOf` gives the release registry, which vouches for first-paint files of remotes
 * on another origin.
 */
export function shellFallback(
  config: AppConfig,
  readRemotes: RemotesConfigReader,
  loadJson: LoadJson,
  log: FastifyBaseLogger,
  databaseOf: () => Database | undefined = () => undefined,
) {
  const distDir = path.join(config.webRoot, 'shell', 'dist');
  const readManifest = manifestReader(config);
  const serverModules = serverModulesReader(config, log, databaseOf);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isServerPath(request.url)) return false;
    const [rawPath = '/', search = ''] = request.url.split('?');
    // The shell's server module is the api's, never a page: a plain 404.
    if (!isPublicFile(rawPath)) return false;
    const language = requestLanguage(request);
    const html = await readIndex(distDir, language);
    if (html === undefined) {
      await reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      return true;
    }
    // A shared link's ?lang= is the visitor's choice from now on.
    if (queryLanguage(request)) {
      reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'lax',
      });
    }
    const pathname = rawPath.replace(/\/index\.html$/, '/');
    // The visitor's own remotes (canaries included): the cookie is set here on a first visit.
    const remotesConfig = await readRemotes(requestOrigin(request), visitorOf(request, reply));
    const { remotes } = remotesConfig;
    // The page's Content-Security-Policy allows the origins this config names.
    reply.pageRemotes = remotesConfig;
    // The head's reads are the page's own: answered with the render's, or alone without one.
    const headUrls = headRequests({ pathname, search });
    const paint = await firstPaintOf(
      pathname,
      search,
      remotesConfig,
      serverModules,
      loadJson,
      log,
      language,
      headUrls,
    );
    const answers = paint?.answers ?? (await answersOf(headUrls, loadJson));
    const origin = publicOrigin(request);
    const head = paintedHead({ pathname, search, language, origin, answers });
    // The browser boots with the config the page was rendered with. A page rendered here with
    // all its answers carries its first data: no data preloads then.
    const tags =
      jsonScript(REMOTES_CONFIG_ID, JSON.stringify(remotesConfig)) +
      pageHintTags(pathname, remotes, readManifest) +
      (paint?.paintsPage && paint.answered
        ? ''
        : await dataHintTags(pathname, search, loadJson, language));
    const nonce = reply.pageNonce;
    const page = withFirstPaint(withPageNonce(html, nonce), paint, nonce);
    // An unknown address or a missing product is a 404 with the site's 404 page painted.
    await reply
      .code(head.status)
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(withPageHead(withPageHints(page, tags), head));
    return true;
  };
}
