import type { ReactNode } from 'react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  formatAed,
  hasOffer,
  imagesOf,
  TEXT,
  thumbnailUrl,
  unitPrice,
  type Product,
} from 'shared-contracts';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Media = styled(Link)`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 13px;
  text-decoration: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  padding-top: 14px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Brand = styled.span`
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Name = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 17px;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
`;

const Price = styled.p`
  margin: 2px 0 0;
  font-weight: 600;
  s {
    margin-right: 8px;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

/** This remote's own simple card, shown while (or when) the catalog's card cannot load. */
export function FallbackProductCard({ product, footer }: { product: Product; footer: ReactNode }) {
  const image = imagesOf(product)[0];
  const href = `/Items/${product.ProductID}`;
  return (
    <Card aria-label={product.Name}>
      <Media to={href} tabIndex={-1} aria-hidden>
        {image ? <img src={thumbnailUrl(image)} alt="" loading="lazy" /> : TEXT.noImage}
      </Media>
      <Body>
        {product.BrandName && <Brand>{product.BrandName}</Brand>}
        <Name to={href}>{product.Name}</Name>
        <Price>
          {hasOffer(product) && <s>{formatAed(product.Price)}</s>}
          {formatAed(unitPrice(product))}
        </Price>
      </Body>
      {footer}
    </Card>
  );
}
