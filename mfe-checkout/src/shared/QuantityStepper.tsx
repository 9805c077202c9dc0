import { Minus, Plus } from 'lucide-react';
import styled from 'styled-components';
import { LIMITS, TEXT } from 'shared-contracts';

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
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

interface QuantityStepperProps {
  /** Names the line for assistive technology, e.g. the product name. */
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
  return (
    <Group role="group" aria-label={`Quantity of ${label}`}>
      <Step
        type="button"
        title={TEXT.decreaseQuantity}
        onClick={onDecrease}
        // Stays pressable at 1 (the spec: minus does not go below 1), so a press changes nothing.
        data-at-minimum={value <= LIMITS.minCartQuantity ? '' : undefined}
      >
        <Minus size={15} strokeWidth={1.6} aria-hidden />
        <span className="visually-hidden">{TEXT.quantityMinus}</span>
      </Step>
      <Value>{value}</Value>
      <Step type="button" title={TEXT.increaseQuantity} onClick={onIncrease}>
        <Plus size={15} strokeWidth={1.6} aria-hidden />
        <span className="visually-hidden">{TEXT.quantityPlus}</span>
      </Step>
    </Group>
  );
}
