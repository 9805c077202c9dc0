import styled from 'styled-components';
import { discountedPrice, formatAed, hasOffer } from 'shared-contracts';

const Wrapper = styled.div<{ $large?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 10px;
  row-gap: 2px;
  font-size: ${({ $large }) => ($large ? '22px' : '15px')};
  color: ${({ theme }) => theme.colors.ink};
  s {
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.85em;
  }
`;

const Sale = styled.strong`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Regular = styled.strong`
  font-weight: 600;
`;

const DiscountLine = styled.span`
  flex-basis: 100%;
  font-size: 12px;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.accentDark};
`;

interface PriceBlockProps {
  product: { Price: number; OfferPrice?: number | null };
  large?: boolean;
}

/**
 * The price in AED; with an offer (OfferPrice > 0, a percentage) the original price struck
 * through, the discounted price and a 'Discount {OfferPrice}%' line.
 */
export function PriceBlock({ product, large }: PriceBlockProps) {
  if (!hasOffer(product)) {
    return (
      <Wrapper $large={large}>
        <Regular>{formatAed(product.Price)}</Regular>
      </Wrapper>
    );
  }
  const offer = Number(product.OfferPrice);
  return (
    <Wrapper $large={large}>
      <s>{formatAed(product.Price)}</s>
      <Sale>{formatAed(discountedPrice(Number(product.Price), offer))}</Sale>
      <DiscountLine>Discount {offer}%</DiscountLine>
    </Wrapper>
  );
}
