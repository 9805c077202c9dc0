// The floor the first-tap figures are read against: the product's own painted pages, served
// through a local proxy that swaps the boot (`main.js`) for one script, React DOM alone
// hydrating the page (react-floor-page.mjs). Everything else (the HTML, its styles, images and
// hints) comes from the product as it is, so the floor and the product differ only in the boot.
import { request, createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { BOOT_ATTRIBUTE } from '../../scripts/build/boot-scripts.cjs';
import { ROOT } from './server.mjs';

const FLOOR_SCRIPT_PATH = '/__react-floor.js';
const BOOT_TAG = /<script\b[^>]*\bsrc="\/main\.js[^"]*"[^>]*><\/script>/;
/** The boot's other files, named in the page before main.js. */
const BOOT_FILE_TAGS = new RegExp(`<script\\b[^>]*\\b${BOOT_ATTRIBUTE}\\b[^>]*></script>`, 'g');

async function floorScript() {
  const result = await build({
    entryPoints: [join(ROOT, 'bench', 'lib', 'react-floor-page.mjs')],
    absWorkingDir: ROOT,
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const raw = Buffer.from(result.outputFiles[0].contents);
  return { raw, br: brotliCompressSync(raw) };
}

/** The page with its boot swapped for the floor's script (a page without one is left as is). */
function floorPage(html) {
  return html
    .replace(BOOT_FILE_TAGS, '')
    .replace(BOOT_TAG, `<script defer src="${FLOOR_SCRIPT_PATH}"></script>`);
}

/**
 * @param {string} productUrl the running product
 * @param {string[]} paths the pages to measure: each must have its boot swapped
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startReactFloor(productUrl, paths) {
  const script = await floorScript();
  const target = new URL(productUrl);
  const server = createServer((req, res) => {
    if (req.url === FLOOR_SCRIPT_PATH) {
      // Compressed where the browser takes it, as the product's own files are served.
      const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      const body = br ? script.br : script.raw;
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'content-length': body.length,
        ...(br && { 'content-encoding': 'br' }),
      });
      res.end(body);
      return;
    }
    const isDocument = /text\/html/.test(req.headers.accept ?? '');
    const headers = { ...req.headers, host: target.host };
    // A document is read whole to swap its boot: asked for without compression.
    if (isDocument) headers['accept-encoding'] = 'identity';
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const html = isDocument && /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(floorPage(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...answer.headers, 'content-length': body.length };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  try {
    for (const path of paths) {
      const page = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      if (!(await page.text()).includes(FLOOR_SCRIPT_PATH))
        throw new Error(`${path} has no main.js script to replace`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
