import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ROOT } from './server';

/**
 * A release of the catalog remote as a team's pipeline would publish it: the remote's build
 * copied to <releasesDir>/mfe-catalog/<version>/ with `change` applied to its scripts (the
 * browser's chunks and the server's first-paint module alike), its manifest naming the changed
 * first-paint file's sha256. Precompressed copies are left out, so what is served is the changed
 * text. Answers its manifest's URL under `base`: /releases, or the origin that serves the folder.
 */
export function publishCatalogRelease(
  releasesDir: string,
  version: string,
  change: (script: string) => string,
  base = '/releases',
) {
  const dir = join(releasesDir, 'mfe-catalog', version);
  cpSync(join(ROOT, 'mfe-catalog', 'dist'), dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    const path = join(dir, file);
    if (/\.(br|gz)$/.test(file)) rmSync(path);
    else if (/\.(c?js)$/.test(file)) writeFileSync(path, change(readFileSync(path, 'utf8')));
  }
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    firstPaint?: { path: string; sha256: string };
  };
  if (manifest.firstPaint) {
    const firstPaint = readFileSync(join(dir, manifest.firstPaint.path));
    manifest.firstPaint.sha256 = createHash('sha256').update(firstPaint).digest('hex');
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  }
  return `${base}/mfe-catalog/${version}/mf-manifest.json`;
}

/**
 * Two visitor ids (the reluxe_visitor cookie) that /remotes.json puts on each side of the
 * catalog's canary: one on `version`, one not.
 */
export async function visitorsOnEachSide(request: APIRequestContext, version: string) {
  let candidate: string | undefined;
  let live: string | undefined;
  for (let i = 0; i < 400 && !(candidate && live); i += 1) {
    const id = `e2e-visitor-${i}`;
    const response = await request.get('/remotes.json', {
      headers: { cookie: `reluxe_visitor=${id}` },
    });
    const config = (await response.json()) as { versions?: Record<string, string> };
    if (config.versions?.mfe_catalog === version) candidate ??= id;
    else live ??= id;
  }
  if (!candidate || !live) throw new Error(`no visitors found on both sides of ${version}`);
  return { candidate, live };
}
