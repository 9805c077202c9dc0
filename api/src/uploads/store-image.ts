import crypto from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http-errors';
import { detectImageType } from './image-type';
import { urlOfKey, type ImageStorage } from './storage';
import { encodeVariants, keyWithSuffix, type EncodedFile } from './variants';

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';
export const UNREADABLE_IMAGE = 'The image could not be read';

/** Checks the bytes and re-encodes them (the image, its thumbnail and its variants), in memory. */
async function encodeImage(bytes: Buffer): Promise<EncodedFile[]> {
  if (!detectImageType(bytes)) throw new HttpError(400, NOT_AN_IMAGE);
  try {
    const image = sharp(bytes, { limitInputPixels: 60_000_000, animated: false }).rotate();
    return await encodeVariants(image, { withBase: true });
  } catch {
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
}

/**
 * Stores uploaded images and runs `use` with their public URLs (/uploads/u/<name>.webp, each
 * with a `-thumb.webp` and its variants (`-640.avif`, ...) beside it, under server-generated
 * names). Every image is checked and re-encoded before any is written, and when `use` fails (a bad
 * reference, a conflict) the objects are removed again: a refused call leaves no image behind.
 */
export async function withStoredImages<T>(
  uploads: Buffer[],
  storage: ImageStorage,
  use: (urls: string[]) => Promise<T>,
): Promise<T> {
  // One image at a time: its files are encoded in parallel, which is what the cores allow.
  const encoded: EncodedFile[][] = [];
  for (const bytes of uploads) encoded.push(await encodeImage(bytes));
  const baseKeys = encoded.map(() => `u/${crypto.randomUUID()}.webp`);
  const written: string[] = [];
  try {
    for (const [index, files] of encoded.entries()) {
      for (const file of files) {
        const key = keyWithSuffix(baseKeys[index]!, file.suffix);
        written.push(key);
        await storage.put(key, file.bytes, file.contentType);
      }
    }
    return await use(baseKeys.map(urlOfKey));
  } catch (error) {
    // The caller must see why the call failed; a removal that fails too leaves only an orphan.
    await storage.remove(written).catch(() => undefined);
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
