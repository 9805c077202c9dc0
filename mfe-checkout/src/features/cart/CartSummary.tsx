import { Lock } from 'lucide-react';
import styled from 'styled-components';
import { Button, linesTotal, useCommonText, type CartItem } from 'shared-contracts';
import { useCheckoutText } from '../../i18n/catalog';
import { Money } from 'shared-contracts/src/ui-extras';

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

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 16px;
  margin-bottom: 8px;
`;

const Label = styled.span`
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Amount = styled.strong`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 24px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.ink};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0 0 20px;
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

/** Subtotal of the purchasable lines (offers applied) and the way to checkout. */
export function CartSummary({ items, excluded, onCheckout }: CartSummaryProps) {
  const t = useCheckoutText();
  const common = useCommonText();
  return (
    <Panel aria-label={t('orderSummary')}>
      <Line>
        <Label>{t('subtotal')}</Label>
        <Amount data-testid="cart-subtotal">
          <Money value={linesTotal(items)} />
        </Amount>
      </Line>
      <Note>
        {excluded > 0
          ? t(excluded === 1 ? 'unavailableExcludedOne' : 'unavailableExcluded', { n: excluded })
          : t('shippingAtCheckout')}
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
