import type { ReactNode } from 'react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  formatPrice,
  hasOffer,
  imagesOf,
  localName,
  unitPrice,
  useCommonText,
  type Product,
} from 'shared-contracts';
import { Money } from 'shared-contracts/ui-extras';
import { StoredImage } from '../../shared/StoredImage';

/** A card's width in the favourites' grid: 2, 3 and 4 columns, at most 1320 px wide in all. */
const CARD_SIZES =
  '(max-width: 768px) calc(50vw - 22px), (max-width: 1024px) calc(33.3vw - 30px), ' +
  '(max-width: 1320px) calc(25vw - 30px), 300px';

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
  picture {
    display: contents;
  }
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
    margin-inline-end: 8px;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

/** This remote's own simple card, shown while (or when) the catalog's card cannot load. */
export function FallbackProductCard({ product, footer }: { product: Product; footer: ReactNode }) {
  const common = useCommonText();
  const image = imagesOf(product)[0];
  const href = `/Items/${product.ProductID}`;
  const name = localName(product.Name, product.NameAr);
  return (
    <Card aria-label={name}>
      <Media to={href} tabIndex={-1} aria-hidden>
        {image ? (
          <StoredImage src={image} alt="" sizes={CARD_SIZES} largest={960} />
        ) : (
          common('noImage')
        )}
      </Media>
      <Body>
        {product.BrandName && (
          <Brand dir="auto">{localName(product.BrandName, product.BrandNameAr)}</Brand>
        )}
        <Name to={href} dir="auto">
          {name}
        </Name>
        <Price>
          {hasOffer(product) && <s dir="ltr">{formatPrice(product.Price)}</s>}
          <Money value={unitPrice(product)} />
        </Price>
      </Body>
      {footer}
    </Card>
  );
}
