import { Lock } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  toFils,
  linesTotal,
  useCommonText,
  useLanguage,
  type CartItem,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';
import { countryLabel } from '../../shared/country-names';
import { CouponField } from '../../shared/CouponField';
import { QuotedTotals } from '../../shared/QuotedTotals';
import { savedCountry } from '../../shared/saved-country';
import { useCouponQuote } from '../../shared/use-coupon-quote';

const Panel = styled.aside`
  margin-inline-start: auto;
  width: min(100%, 400px);
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    padding: 22px 18px;
  }
`;

const Note = styled.p`
  margin: 16px 0 20px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Reassure = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 14px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

interface CartSummaryProps {
  /** The lines that can be bought (sold-out lines are left out). */
  items: CartItem[];
  excluded: number;
  onCheckout: () => void;
}

/**
 * The purchasable lines' totals as the server works them out (offers applied, the bag's coupon
 * code, shipping estimated for the last checkout's Country or the UAE, VAT included), the coupon
 * field and the way to checkout.
 */
export function CartSummary({ items, excluded, onCheckout }: CartSummaryProps) {
  const t = useCheckoutText();
  const common = useCommonText();
  const language = useLanguage();
  const [country] = useState(savedCountry);
  const { state, retry, coupon } = useCouponQuote(country, items);
  return (
    <Panel aria-label={t('orderSummary')}>
      <QuotedTotals
        state={state}
        retry={retry}
        subtotal={toFils(linesTotal(items))}
        testId="cart"
      />
      {items.length > 0 && <CouponField coupon={coupon} compact />}
      <Note>
        {excluded > 0
          ? t(excluded === 1 ? 'unavailableExcludedOne' : 'unavailableExcluded', { n: excluded })
          : t('shippingEstimate', { country: countryLabel(country, language) })}
      </Note>
      <Button type="button" $block onClick={onCheckout} disabled={items.length === 0}>
        {common('proceedToCheckout')}
      </Button>
      <Reassure>
        <Lock size={13} strokeWidth={1.6} aria-hidden /> {t('secureCheckout')}
      </Reassure>
    </Panel>
  );
}
