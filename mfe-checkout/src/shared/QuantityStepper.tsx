import { Minus, Plus } from 'lucide-react';
import styled from 'styled-components';
import { LIMITS, useCommonText } from 'shared-contracts';
import { useCheckoutText } from '../i18n/messages';

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  height: 40px;
`;

const Step = styled.button`
  width: 38px;
  border: 0;
  background: transparent;
  display: grid;
  place-items: center;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled,
  &[data-at-minimum] {
    color: ${({ theme }) => theme.colors.subtle};
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  min-width: 40px;
  display: grid;
  place-items: center;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
`;

interface QuantityStepperProps {
  /** Names the line for assistive technology, e.g. the product name (in the active language). */
  label: string;
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/**
 * The - and + buttons (named by those signs and described as Decrease / Increase quantity, as on
 * the product page) around a chosen quantity; minus stops at the minimum of 1.
 */
export function QuantityStepper({ label, value, onDecrease, onIncrease }: QuantityStepperProps) {
  const t = useCheckoutText();
  const common = useCommonText();
  return (
    <Group role="group" aria-label={t('quantityOf', { name: label })}>
      <Step
        type="button"
        title={common('decreaseQuantity')}
        onClick={onDecrease}
        // Stays pressable at 1 (minus never goes below 1), so a press changes nothing.
        data-at-minimum={value <= LIMITS.minCartQuantity ? '' : undefined}
      >
        <Minus size={15} strokeWidth={1.6} aria-hidden />
        <span className="visually-hidden">{common('quantityMinus')}</span>
      </Step>
      <Value>{value}</Value>
      <Step type="button" title={common('increaseQuantity')} onClick={onIncrease}>
        <Plus size={15} strokeWidth={1.6} aria-hidden />
        <span className="visually-hidden">{common('quantityPlus')}</span>
      </Step>
    </Group>
  );
}
