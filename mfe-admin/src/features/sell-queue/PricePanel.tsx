import { useState } from 'react';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { Button, CONDITIONS, formatAed, Notice, TEXT, totalUserPrice } from 'shared-contracts';
import { SelectField, TextField } from 'shared-contracts/src/ui-extras';
import type { Approval, Decision } from './use-queue-decision';

const Panel = styled.section`
  margin-top: 28px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 20px;
    margin-bottom: 16px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 18px 16px;
  }
`;

const Prices = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  /* Labels that wrap to two lines keep the three inputs on one line. */
  align-items: end;
  gap: 0 14px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 16px;
  margin: 4px 0 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  span {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  output {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 28px;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  button {
    flex: 1 1 160px;
  }
`;

const amount = (value: string) => {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
};

const Condition = styled.div`
  max-width: 320px;
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
  }
`;

const knownCondition = (id: number | null | undefined) =>
  CONDITIONS.some((condition) => condition.id === id) ? String(id) : '';

interface PricePanelProps {
  initialPrice: number;
  /** The condition the seller declared, preset for the administrator to confirm or change. */
  initialConditionId: number | null | undefined;
  busy: Decision | null;
  done: Decision | null;
  onApprove: (approval: Approval) => void;
  onIgnore: () => void;
}

/**
 * The condition and the product, fees and shipping prices; the approval sends the condition, the
 * three prices and their sum, the Total User Price.
 */
export function PricePanel(props: PricePanelProps) {
  const { initialPrice, initialConditionId, busy, done, onApprove, onIgnore } = props;
  const [conditionId, setConditionId] = useState(() => knownCondition(initialConditionId));
  const [conditionError, setConditionError] = useState('');
  const [product, setProduct] = useState(initialPrice > 0 ? String(initialPrice) : '');
  const [fees, setFees] = useState('');
  const [shipping, setShipping] = useState('');
  const total = totalUserPrice(amount(product), amount(fees), amount(shipping));
  const locked = Boolean(busy || done);

  const approve = () => {
    if (!conditionId) {
      setConditionError('Condition is required');
      return;
    }
    onApprove({
      UserPrice: total,
      ProductPrice: amount(product),
      FeesPrice: amount(fees),
      ShippingPrice: amount(shipping),
      ConditionID: Number(conditionId),
    });
  };
  const field = (label: string, value: string, set: (value: string) => void) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      placeholder="0"
      value={value}
      disabled={Boolean(done)}
      onChange={(event) => set(event.target.value)}
    />
  );
  return (
    <Panel aria-labelledby="queue-pricing">
      <h2 id="queue-pricing">Pricing</h2>
      <Condition>
        <SelectField
          label="Condition"
          value={conditionId}
          disabled={Boolean(done)}
          error={conditionError || undefined}
          onChange={(event) => {
            setConditionId(event.target.value);
            setConditionError('');
          }}
        >
          <option value="">Select condition</option>
          {CONDITIONS.map((condition) => (
            <option key={condition.id} value={condition.id}>
              {condition.label}
            </option>
          ))}
        </SelectField>
      </Condition>
      <Prices>
        {field('Product Price', product, setProduct)}
        {field('Fees Price', fees, setFees)}
        {field('Shipping Price', shipping, setShipping)}
      </Prices>
      <Total>
        <span id="total-user-price">{TEXT.totalUserPrice}</span>
        <output aria-labelledby="total-user-price">{formatAed(total)}</output>
      </Total>
      {done && (
        <Notice $tone="success" role="status">
          {done === 'approve' ? 'Approved.' : 'Ignored.'} Returning to the queue…
        </Notice>
      )}
      <Actions>
        <Button type="button" $variant="accent" disabled={locked} onClick={approve}>
          <Check size={16} aria-hidden="true" />
          {busy === 'approve' ? 'Approving…' : 'Approve'}
        </Button>
        <Button type="button" $variant="ghost" disabled={locked} onClick={onIgnore}>
          <X size={16} aria-hidden="true" />
          {busy === 'ignore' ? 'Ignoring…' : 'Ignore'}
        </Button>
      </Actions>
    </Panel>
  );
}
