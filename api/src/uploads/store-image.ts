import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../plugins/errors';
import { detectImageType } from './image-type';

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';
export const UNREADABLE_IMAGE = 'The image could not be read';

const MAX_SIDE = 1600;
const THUMB_WIDTH = 320;

/**
 * Checks the bytes, re-encodes to WebP (plus a `-thumb.webp`) under `<uploadsDir>/u/` with a
 * server-generated name, and answers the public URL (/uploads/u/<name>.webp).
 */
export async function storeImage(bytes: Buffer, uploadsDir: string): Promise<string> {
  if (!detectImageType(bytes)) throw new HttpError(400, NOT_AN_IMAGE);
  let full: Buffer;
  let thumb: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: 60_000_000, animated: false }).rotate();
    full = await image
      .clone()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    thumb = await image
      .clone()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
  const dir = path.join(uploadsDir, 'u');
  await fs.mkdir(dir, { recursive: true });
  const name = crypto.randomUUID();
  await fs.writeFile(path.join(dir, `${name}.webp`), full);
  await fs.writeFile(path.join(dir, `${name}-thumb.webp`), thumb);
  return `/uploads/u/${name}.webp`;
}
