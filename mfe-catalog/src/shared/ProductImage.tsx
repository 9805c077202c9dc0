import { preload } from 'react-dom';
import styled from 'styled-components';
import { IMAGE_TYPES, imageSrcSet, thumbnailUrl, type ImageWidth } from 'shared-contracts';

interface ProductImageProps {
  src: string;
  alt: string;
  /** Intrinsic size the browser reserves before the image arrives (no layout shift). */
  width: number;
  height: number;
  /**
   * The width the image is shown at per layout (the `sizes` attribute): the browser then picks
   * the variant of a stored image that fits the screen's density. Without it, `src` as it is.
   */
  sizes?: string;
  /** The widest variant worth offering at `sizes` (default: all of them). */
  largest?: ImageWidth;
  /** Use the api's small version of an upload where the variants are not used. */
  thumbnail?: boolean;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's main image (its largest paint): load at once and before other images. */
  priority?: boolean;
  $muted?: boolean;
  className?: string;
}

/** Lays out as its image does, so the image's rules apply as if it stood alone. */
const Picture = styled.picture`
  display: contents;
`;

const Img = styled.img<{ $ratio: string; $muted?: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  transition:
    transform 0.5s ease,
    opacity 0.3s ease;
  ${({ $muted }) => ($muted ? 'opacity: 0.45; filter: grayscale(1);' : '')}
`;

/**
 * A product or tile image: lazy, with explicit width/height and aspect-ratio. A stored image with
 * `sizes` is a <picture> of its AVIF and WebP variants; its `src` stays what a browser without
 * srcset loads. Everything follows from the props, so the server's markup and the first render
 * in the browser are the same.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  largest,
  thumbnail,
  eager,
  priority,
  $muted,
  className,
}: ProductImageProps) {
  const fallback = thumbnail ? thumbnailUrl(src) : src;
  const avif = sizes ? imageSrcSet(src, 'avif', largest) : undefined;
  const webp = sizes ? imageSrcSet(src, 'webp', largest) : undefined;
  // React preloads a plain <img> itself but never one inside <picture>: the main image's preload
  // names the AVIF variants, which every browser that takes the preload's type also picks.
  if (priority && avif) {
    preload(fallback, {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      type: IMAGE_TYPES.avif,
      fetchPriority: 'high',
    });
  }
  const image = (
    <Img
      className={className}
      src={fallback}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      $ratio={`${width} / ${height}`}
      $muted={$muted}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!avif) return image;
  return (
    <Picture>
      <source type={IMAGE_TYPES.avif} srcSet={avif} sizes={sizes} />
      {image}
    </Picture>
  );
}
