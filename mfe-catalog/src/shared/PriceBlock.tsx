import styled from 'styled-components';
import { discountedPrice, formatPrice, hasOffer, useLanguage } from 'shared-contracts';
import { catalogMessages } from '../i18n/messages';
import { useRichText } from './rich-text';

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
 * through, the discounted price and a 'Discount {OfferPrice}%' line. Prices read left to right in
 * Arabic text too (`dir="ltr"` isolates them).
 */
export function PriceBlock({ product, large }: PriceBlockProps) {
  const language = useLanguage();
  const rich = useRichText(catalogMessages);
  if (!hasOffer(product)) {
    return (
      <Wrapper $large={large}>
        <Regular dir="ltr">{formatPrice(product.Price, language)}</Regular>
      </Wrapper>
    );
  }
  const offer = Number(product.OfferPrice);
  return (
    <Wrapper $large={large}>
      <s dir="ltr">{formatPrice(product.Price, language)}</s>
      <Sale dir="ltr">{formatPrice(discountedPrice(Number(product.Price), offer), language)}</Sale>
      <DiscountLine>{rich('discount', { ltr: { percent: `${offer}%` } })}</DiscountLine>
    </Wrapper>
  );
}
