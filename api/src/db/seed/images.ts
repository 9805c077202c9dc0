import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../../html-escape';
import { urlOfKey, type ImageStorage } from '../../uploads/storage';
import {
  encodeVariants,
  ENCODING_ID,
  keyWithSuffix,
  type EncodedFile,
} from '../../uploads/variants';
import { SILHOUETTES, type Silhouette } from './silhouettes';

export interface ShotOptions {
  silhouette: Silhouette;
  brand: string;
  caption: string;
  /** Colour of the item. */
  fill: string;
  /** Two background tones. */
  background: [string, string];
}

/**
 * An elegant studio shot: gradient backdrop, soft shadow, the silhouette, and the brand in capitals
 * over the caption at the foot (the top corners are where cards put their badges and heart).
 */
export function productShotSvg(options: ShotOptions): string {
  const [from, to] = options.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="50%" cy="38%" r="75%">
      <stop offset="0%" stop-color="${from}"/><stop offset="100%" stop-color="${to}"/>
    </radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="#f6e7c1"/><stop offset="45%" stop-color="#c9a96e"/>
      <stop offset="100%" stop-color="#8a6d3b"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <rect x="28" y="28" width="744" height="744" fill="none" stroke="#c9a96e" stroke-opacity="0.45" stroke-width="2"/>
  <ellipse cx="400" cy="690" rx="230" ry="26" fill="#000" opacity="0.28" filter="url(#blur)"/>
  ${SILHOUETTES[options.silhouette](options.fill)}
  <text x="400" y="722" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="34"
        letter-spacing="8" fill="#f4ecd8">${escapeHtml(options.brand.toUpperCase())}</text>
  <text x="400" y="756" text-anchor="middle" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="18"
        letter-spacing="3" fill="#f4ecd8" fill-opacity="0.75">${escapeHtml(options.caption)}</text>
</svg>`;
}

/** A tile for a brand or category: the name set large on a dark gradient. */
export function tileSvg(title: string, background: [string, string], silhouette?: Silhouette) {
  const [from, to] = background;
  const art = silhouette
    ? `<g transform="translate(200 120) scale(0.5)" opacity="0.9">${SILHOUETTES[silhouette]('#2a2623')}</g>`
    : `<circle cx="400" cy="300" r="120" fill="none" stroke="url(#metal)" stroke-width="4"/>
       <text x="400" y="332" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="96"
             fill="url(#metal)">${escapeHtml(title.charAt(0))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="${from}"/><stop offset="100%" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="#f6e7c1"/><stop offset="50%" stop-color="#c9a96e"/>
      <stop offset="100%" stop-color="#8a6d3b"/>
    </linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  ${art}
  <text x="400" y="520" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="48"
        letter-spacing="10" fill="#f4ecd8">${escapeHtml(title.toUpperCase())}</text>
</svg>`;
}

/**
 * Every first start renders the same demo images, at ~0.3 s of CPU each with their variants: they
 * are kept per machine, by a hash of the SVG and the encoding, and copied from there after.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'reluxe-seed-images');

/** One file per SVG: a JSON line naming the files and their lengths, then their bytes. */
async function cachedFiles(file: string): Promise<EncodedFile[] | undefined> {
  const data = await fs.promises.readFile(file).catch(() => undefined);
  const newline = data?.indexOf(10) ?? -1;
  if (!data || newline < 0) return undefined;
  try {
    const index = JSON.parse(data.subarray(0, newline).toString()) as [string, string, number][];
    let at = newline + 1;
    const files = index.map(([suffix, contentType, length]) => {
      const bytes = data.subarray(at, (at += length));
      return { suffix, contentType, bytes };
    });
    return at === data.length ? files : undefined;
  } catch {
    return undefined;
  }
}

async function cacheFiles(file: string, files: EncodedFile[]): Promise<void> {
  const index = files.map((f) => [f.suffix, f.contentType, f.bytes.length]);
  const partial = `${file}.${process.pid}.tmp`;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(
    partial,
    Buffer.concat([Buffer.from(`${JSON.stringify(index)}\n`), ...files.map((f) => f.bytes)]),
  );
  // Renamed into place: another process reading it sees the whole file or none.
  await fs.promises.rename(partial, file);
}

/**
 * Renders an SVG to the object `seed/<name>.webp` of the storage, with its thumbnail and its
 * variants beside it (as an upload has); answers the public URL.
 */
export async function renderSvg(svg: string, storage: ImageStorage, name: string): Promise<string> {
  const key = `seed/${name}.webp`;
  const hash = crypto.createHash('sha256').update(ENCODING_ID).update(svg).digest('hex');
  const cached = path.join(CACHE_DIR, `${hash}.bin`);
  let files = await cachedFiles(cached);
  if (!files) {
    files = await encodeVariants(sharp(Buffer.from(svg)), { withBase: true });
    await cacheFiles(cached, files).catch(() => undefined);
  }
  for (const file of files) {
    await storage.put(keyWithSuffix(key, file.suffix), file.bytes, file.contentType);
  }
  return urlOfKey(key);
}
