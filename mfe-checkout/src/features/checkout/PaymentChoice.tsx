import { useId } from 'react';
import styled from 'styled-components';
import { AVAILABLE_PAYMENT_METHODS, type PaymentMethod } from 'shared-contracts';
import { useCheckoutText } from '../../i18n/catalog';
import type { CheckoutMessages } from '../../i18n/en';

const Group = styled.div`
  margin: 24px 0 16px;
`;

const Legend = styled.h3`
  font-size: 16px;
  margin: 0 0 10px;
`;

const Option = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  cursor: pointer;

  input {
    margin-top: 3px;
    accent-color: ${({ theme }) => theme.colors.text};
  }
`;

const Hint = styled.small`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

type MethodText = { label: keyof CheckoutMessages; hint: keyof CheckoutMessages };

/** The text of each method checkout offers; the card's comes with its provider. */
const TEXT: Partial<Record<PaymentMethod, MethodText>> = {
  cash_on_delivery: { label: 'cashOnDelivery', hint: 'cashOnDeliveryHint' },
};
const OFFERED = AVAILABLE_PAYMENT_METHODS.flatMap((method) => {
  const text = TEXT[method];
  return text ? [{ method, ...text }] : [];
});

/** 'Payment method': one radio per method available now (a card shows once it exists). */
export function PaymentChoice({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const t = useCheckoutText();
  const legendId = useId();
  return (
    <Group role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{t('paymentMethod')}</Legend>
      {OFFERED.map(({ method, label, hint }) => (
        <Option key={method}>
          <input
            type="radio"
            name="PaymentMethod"
            value={method}
            checked={value === method}
            disabled={disabled}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{t(label)}</strong>
            <Hint>{t(hint)}</Hint>
          </span>
        </Option>
      ))}
    </Group>
  );
}
