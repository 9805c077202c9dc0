import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '../contracts';

/** The stored image (`<name>.webp`) fits in this square, as it always has. */
const MAX_SIDE = 1600;
/** The variants are made from at most 1600 x 6400 pixels: memory stays bounded for tall images. */
const MAX_HEIGHT = 4 * MAX_SIDE;

const WEBP_OPTIONS = { quality: 80 } as const;
/**
 * AVIF at effort 2 (sharp's default is 4): its four widths of a 12-megapixel photo take about 1.1 s
 * of CPU where effort 4 takes 6.6 s, for 12% more bytes in all. Effort 0-1 are cheaper still but leave
 * blotches in smooth gradients (a watch's bezel), which effort 2 does not.
 */
const AVIF_OPTIONS = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;

/** Names what encodeVariants makes: the same source and id give the same files. */
export const ENCODING_ID = JSON.stringify([
  IMAGE_WIDTHS,
  WEBP_OPTIONS,
  AVIF_OPTIONS,
  sharp.versions,
]);

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** One file of a stored image: what follows its name in the key (`.webp`, `-640.avif`). */
export interface EncodedFile {
  suffix: string;
  bytes: Buffer;
  contentType: string;
}

export const variantSuffix = (width: ImageWidth, format: ImageFormat) => `-${width}.${format}`;

/** Every variant's suffix, in the order they are written; the last one marks a complete set. */
export const VARIANT_SUFFIXES: readonly string[] = (['webp', 'avif'] as const).flatMap((format) =>
  IMAGE_WIDTHS.map((width) => variantSuffix(width, format)),
);
export const COMPLETE_MARK = VARIANT_SUFFIXES[VARIANT_SUFFIXES.length - 1]!;

/** A stored image's key (`u/<name>.webp`, `seed/<name>.webp`): not a thumbnail or a variant. */
const BASE_KEY = /^(?:u|seed)\/[A-Za-z0-9_-]+\.webp$/;
const DERIVED_NAME = new RegExp(`-(?:thumb|${IMAGE_WIDTHS.join('|')})\\.webp$`);
export const isBaseKey = (key: string) => BASE_KEY.test(key) && !DERIVED_NAME.test(key);

/** The key of one of a stored image's files: `u/<name>.webp` + `-640.avif` = `u/<name>-640.avif`. */
export const keyWithSuffix = (baseKey: string, suffix: string) =>
  baseKey.replace(/\.webp$/, suffix);

/** A variant's key (`u/<name>-640.avif`) to the stored image it is made from, and its width. */
const VARIANT_KEY = new RegExp(
  `^((?:u|seed)/[A-Za-z0-9_-]+)-(${IMAGE_WIDTHS.join('|')})\\.(?:webp|avif)$`,
);
export function variantSource(key: string): { baseKey: string; width: number } | undefined {
  const match = VARIANT_KEY.exec(key);
  return match ? { baseKey: `${match[1]}.webp`, width: Number(match[2]) } : undefined;
}

export interface EncodeOptions {
  /** Also the stored image itself and its thumbnail (an upload; a backfill has them already). */
  withBase: boolean;
}

/**
 * Re-encodes an image, in memory: with `withBase`, the stored WebP (inside 1600 x 1600) and its
 * 320-pixel thumbnail, then the variants of every IMAGE_WIDTHS in WebP and AVIF, none wider than
 * the original (a wider name holds the original's width). The source is decoded once; files of the
 * same width are encoded once and stored under each name. Throws when sharp cannot read it.
 */
export async function encodeVariants(
  source: Sharp,
  { withBase }: EncodeOptions,
): Promise<EncodedFile[]> {
  const { data, info } = await source
    .resize({ width: MAX_SIDE, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const at = (width: number) =>
    width >= info.width ? sharp(data, { raw }) : sharp(data, { raw }).resize({ width });

  const encodings = new Map<string, Promise<Buffer>>();
  const encoded = (width: number, format: ImageFormat) => {
    const id = `${Math.min(width, info.width)}.${format}`;
    let bytes = encodings.get(id);
    if (!bytes) {
      const image = at(width);
      bytes = (format === 'webp' ? image.webp(WEBP_OPTIONS) : image.avif(AVIF_OPTIONS)).toBuffer();
      encodings.set(id, bytes);
    }
    return bytes;
  };

  const files: { suffix: string; format: ImageFormat; bytes: Promise<Buffer> }[] = [];
  if (withBase) {
    // Taller than MAX_SIDE: the stored image is narrower than the variants' source.
    const baseWidth =
      info.height > MAX_SIDE ? Math.round((info.width * MAX_SIDE) / info.height) : info.width;
    files.push({ suffix: '.webp', format: 'webp', bytes: encoded(baseWidth, 'webp') });
    files.push({ suffix: '-thumb.webp', format: 'webp', bytes: encoded(320, 'webp') });
  }
  for (const format of ['webp', 'avif'] as const) {
    for (const width of IMAGE_WIDTHS) {
      files.push({ suffix: variantSuffix(width, format), format, bytes: encoded(width, format) });
    }
  }
  // Settled together, so no encoding is left running (and rejecting unheard) after a failure.
  const settled = await Promise.allSettled(files.map((file) => file.bytes));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return files.map((file, index) => ({
    suffix: file.suffix,
    contentType: CONTENT_TYPES[file.format],
    bytes: (settled[index] as PromiseFulfilledResult<Buffer>).value,
  }));
}
