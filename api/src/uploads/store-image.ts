import crypto from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http-errors';
import { detectImageType } from './image-type';
import { urlOfKey, type ImageStorage } from './storage';

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';
export const UNREADABLE_IMAGE = 'The image could not be read';

const MAX_SIDE = 1600;
const THUMB_WIDTH = 320;

interface EncodedImage {
  full: Buffer;
  thumb: Buffer;
}

/** Checks the bytes and re-encodes them to WebP (the image and its thumbnail), in memory. */
async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (!detectImageType(bytes)) throw new HttpError(400, NOT_AN_IMAGE);
  try {
    const image = sharp(bytes, { limitInputPixels: 60_000_000, animated: false }).rotate();
    const full = await image
      .clone()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await image
      .clone()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumb };
  } catch {
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
}

const WEBP = 'image/webp';

const keysOfName = (name: string): [string, string] => [`u/${name}.webp`, `u/${name}-thumb.webp`];

/**
 * Stores uploaded images and runs `use` with their public URLs (/uploads/u/<name>.webp, each
 * with a `-thumb.webp` beside it, under server-generated names). Every image is checked and
 * re-encoded before any is written, and when `use` fails (a bad reference, a conflict) the objects
 * are removed again: a refused call leaves no image behind.
 */
export async function withStoredImages<T>(
  uploads: Buffer[],
  storage: ImageStorage,
  use: (urls: string[]) => Promise<T>,
): Promise<T> {
  const encoded: EncodedImage[] = [];
  for (const bytes of uploads) encoded.push(await encodeImage(bytes));
  const keys = encoded.map(() => keysOfName(crypto.randomUUID()));
  try {
    for (const [index, image] of encoded.entries()) {
      const [full, thumb] = keys[index]!;
      await storage.put(full, image.full, WEBP);
      await storage.put(thumb, image.thumb, WEBP);
    }
    return await use(keys.map(([full]) => urlOfKey(full)));
  } catch (error) {
    // The caller must see why the call failed; a removal that fails too leaves only an orphan.
    await storage.remove(keys.flat()).catch(() => undefined);
    throw error;
  }
}

/** withStoredImages for a form's one optional image: `use` gets its URL, or undefined without one. */
export function withStoredImage<T>(
  upload: Buffer | undefined,
  storage: ImageStorage,
  use: (url: string | undefined) => Promise<T>,
): Promise<T> {
  return withStoredImages(upload ? [upload] : [], storage, ([url]) => use(url));
}
