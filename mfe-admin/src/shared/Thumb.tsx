import { ImageOff } from 'lucide-react';
import styled from 'styled-components';
import { thumbnailUrl } from 'shared-contracts';

const Frame = styled.span<{ $size: number; $round?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  overflow: hidden;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radius.sm)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.subtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface ThumbProps {
  src?: string | null;
  alt: string;
  size?: number;
  round?: boolean;
  /** What to show without an image (an icon); defaults to a crossed-out picture. */
  placeholder?: React.ReactNode;
  placeholderLabel?: string;
  /** A preview next to a labelled control: hidden from assistive technology. */
  decorative?: boolean;
}

/** A small square picture for table cells, with a quiet placeholder when there is none. */
export function Thumb(props: ThumbProps) {
  const { src, alt, size = 44, round, placeholder, placeholderLabel, decorative } = props;
  if (decorative) {
    return (
      <Frame $size={size} $round={round} aria-hidden="true">
        {src ? (
          <img src={thumbnailUrl(src)} alt="" width={size} height={size} />
        ) : (
          (placeholder ?? <ImageOff size={Math.round(size * 0.42)} />)
        )}
      </Frame>
    );
  }
  if (!src) {
    return (
      <Frame $size={size} $round={round} role="img" aria-label={placeholderLabel ?? 'No image'}>
        {placeholder ?? <ImageOff size={Math.round(size * 0.42)} aria-hidden="true" />}
      </Frame>
    );
  }
  return (
    <Frame $size={size} $round={round}>
      <img src={thumbnailUrl(src)} alt={alt} loading="lazy" width={size} height={size} />
    </Frame>
  );
}
