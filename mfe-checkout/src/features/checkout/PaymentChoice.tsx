import { useId } from 'react';
import styled from 'styled-components';
import { toAed, type PaymentMethod } from 'shared-contracts';
import { Money, richMessage } from 'shared-contracts/ui-extras';
import { useCheckoutText } from '../../i18n/messages';
import type { CheckoutMessages } from '../../i18n/en';
import { canChoose, type PaymentOffer } from './payment-offer';

const Group = styled.div`
  margin: 24px 0 16px;
  display: grid;
  gap: 10px;
`;

const Legend = styled.h3`
  font-size: 16px;
  margin: 0;
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  input {
    margin-top: 3px;
    accent-color: ${({ theme }) => theme.colors.text};
  }
`;

const Label = styled.strong<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : 'inherit')};
`;

const Hint = styled.small`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Limit = styled.small`
  display: block;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
  font-weight: 600;
`;

const TEXT: Record<PaymentMethod, { label: keyof CheckoutMessages; hint: keyof CheckoutMessages }> =
  {
    cash_on_delivery: { label: 'cashOnDelivery', hint: 'cashOnDeliveryHint' },
    card: { label: 'card', hint: 'cardHint' },
  };

interface PaymentChoiceProps {
  /** What the shop offers for this order (Orders/getTotals.php). */
  offer: PaymentOffer;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * 'Payment method': one radio per method the shop offers. Above the cash-on-delivery limit the
 * cash radio stays in view, disabled, with the limit under it.
 */
export function PaymentChoice({ offer, value, onChange, disabled }: PaymentChoiceProps) {
  const t = useCheckoutText();
  const legendId = useId();
  const limitId = useId();
  return (
    <Group role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{t('paymentMethod')}</Legend>
      {offer.methods.map((method) => {
        const unavailable = !canChoose(offer, method);
        const limit = method === 'cash_on_delivery' ? offer.cashLimit : undefined;
        return (
          <Option key={method} $disabled={unavailable || Boolean(disabled)}>
            <input
              type="radio"
              name="PaymentMethod"
              value={method}
              checked={value === method}
              disabled={disabled || unavailable}
              aria-describedby={limit !== undefined ? limitId : undefined}
              onChange={() => onChange(method)}
            />
            <span>
              <Label $disabled={unavailable}>{t(TEXT[method].label)}</Label>
              <Hint>{t(TEXT[method].hint)}</Hint>
              {limit !== undefined && (
                <Limit id={limitId}>
                  {richMessage((values) => t('cashOnDeliveryLimit', values), {
                    amount: <Money value={toAed(limit)} />,
                  })}
                </Limit>
              )}
            </span>
          </Option>
        );
      })}
    </Group>
  );
}
