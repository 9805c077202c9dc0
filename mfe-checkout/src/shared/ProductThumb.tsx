import { ImageOff } from 'lucide-react';
import styled from 'styled-components';
import { imagesOf, thumbnailUrl, type Product } from 'shared-contracts';

const Frame = styled.div<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  place-items: center;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.subtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The first image of a product, small, or a quiet placeholder when it has none. */
export function ProductThumb({
  product,
  size = 88,
}: {
  product: Pick<Product, 'Image' | 'Name'>;
  size?: number;
}) {
  const first = imagesOf(product)[0];
  return (
    <Frame $size={size}>
      {first ? (
        <img src={thumbnailUrl(first)} alt={product.Name} loading="lazy" />
      ) : (
        <ImageOff size={20} strokeWidth={1.4} aria-label={`${product.Name}: no image`} />
      )}
    </Frame>
  );
}
