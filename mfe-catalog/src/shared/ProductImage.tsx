import styled from 'styled-components';
import { thumbnailUrl } from 'shared-contracts';

interface ProductImageProps {
  src: string;
  alt: string;
  /** Intrinsic size the browser reserves before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Use the api's small version of an upload. */
  thumbnail?: boolean;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's main image (its largest paint): load at once and before other images. */
  priority?: boolean;
  $muted?: boolean;
  className?: string;
}

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

/** A product or tile image: lazy, with explicit width/height and aspect-ratio. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  thumbnail,
  eager,
  priority,
  $muted,
  className,
}: ProductImageProps) {
  return (
    <Img
      className={className}
      src={thumbnail ? thumbnailUrl(src) : src}
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
}
