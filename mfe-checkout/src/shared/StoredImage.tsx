import { IMAGE_TYPES, imageSrcSet, thumbnailUrl, type ImageWidth } from 'shared-contracts';

interface StoredImageProps {
  src: string;
  alt: string;
  /** The width it is shown at per layout (the `sizes` attribute). */
  sizes: string;
  /** The widest variant worth offering at `sizes`. */
  largest: ImageWidth;
}

/**
 * A product's image, lazy: a stored image as a <picture> of its AVIF and WebP variants (the
 * browser picks the one that fits `sizes` at the screen's density), any other as it is. Its `src`
 * stays the thumbnail, what a browser without srcset loads.
 */
export function StoredImage({ src, alt, sizes, largest }: StoredImageProps) {
  const avif = imageSrcSet(src, 'avif', largest);
  const webp = imageSrcSet(src, 'webp', largest);
  const image = (
    <img
      src={thumbnailUrl(src)}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
  if (!avif) return image;
  return (
    <picture>
      <source type={IMAGE_TYPES.avif} srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  );
}
