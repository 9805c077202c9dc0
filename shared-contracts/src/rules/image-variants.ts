/**
 * Responsive variants of the api's stored images. Beside every stored image `/uploads/u/<name>.webp`
 * (or `/uploads/seed/<name>.webp`) the api writes `<name>-<w>.webp` and `<name>-<w>.avif` for each
 * width below, each at most as wide as the original (a smaller original is stored at its own
 * width under the larger names). The names follow from the URL alone, so the server's markup and
 * the browser's first render build the same srcset.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = 'avif' | 'webp';

/** A stored image of the api: uploads (`u/`) and the demo catalogue (`seed/`). */
const STORED_IMAGE = /^\/uploads\/(?:u|seed)\/[A-Za-z0-9_-]+\.webp$/;

/** Whether the api keeps variants beside this image (never for external URLs). */
export const hasImageVariants = (url: string): boolean => STORED_IMAGE.test(url);

/** URL of one variant of a stored image: `/uploads/u/<name>-640.avif`. */
export const imageVariantUrl = (url: string, width: ImageWidth, format: ImageFormat): string =>
  url.replace(/\.webp$/, `-${width}.${format}`);

/**
 * The srcset of a stored image's variants in one format, up to `largest` pixels wide; undefined
 * for an image without variants (show its URL as it is).
 */
export function imageSrcSet(
  url: string,
  format: ImageFormat,
  largest: ImageWidth = 1600,
): string | undefined {
  if (!hasImageVariants(url)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${imageVariantUrl(url, width, format)} ${width}w`)
    .join(', ');
}

/** The MIME type a `<source>` or preload names for a format. */
export const IMAGE_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * `sizes` of the images the api preloads as well as the page shows, so both pick the same file.
 * Measured from the catalog's layout (page padding 16 px on mobile, 24 px from tablet, content at
 * most 1320 px wide; mobile up to 768 px, tablet up to 1024 px).
 */
export const IMAGE_SIZES = {
  /** A card of What's New: 2 columns on mobile, 3 beside the filters (200 / 240 px) above. */
  listCard:
    '(max-width: 768px) calc(50vw - 22px), (max-width: 1024px) calc(33.3vw - 107px), ' +
    '(max-width: 1320px) calc(33.3vw - 128px), 312px',
  /** The product page's main image: the whole width on mobile, 1.15 of 2.15 parts above. */
  gallery:
    '(max-width: 768px) calc(100vw - 32px), (max-width: 1024px) calc(53.5vw - 43px), ' +
    '(max-width: 1320px) calc(53.5vw - 56px), 650px',
} as const;

/** The largest variant a card asks for: a card is never wider than 362 px, so 960 covers 2.5x. */
export const CARD_LARGEST_WIDTH: ImageWidth = 960;
