import { ImageOff } from 'lucide-react';
import styled from 'styled-components';
import { imagesOf, localName, type Product } from 'shared-contracts';
import { useCheckoutText } from '../i18n/messages';
import { StoredImage } from './StoredImage';

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
  picture {
    display: contents;
  }
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
  product: Pick<Product, 'Image' | 'Name' | 'NameAr'>;
  size?: number;
}) {
  const t = useCheckoutText();
  const name = localName(product.Name, product.NameAr);
  const first = imagesOf(product)[0];
  return (
    <Frame $size={size}>
      {first ? (
        <StoredImage src={first} alt={name} sizes={`${size}px`} largest={320} />
      ) : (
        <ImageOff size={20} strokeWidth={1.4} aria-label={t('noImageOf', { name })} />
      )}
    </Frame>
  );
}
