import { useState } from 'react';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { Button, CONDITIONS, formatAed, Notice, TEXT, totalUserPrice } from 'shared-contracts';
import { fieldErrors, queuePricesSchema } from 'shared-contracts/schemas';
import { SelectField, TextField } from 'shared-contracts/ui-extras';
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
  gap: 0 14px;
  /* Each field takes three rows (label, input, message): labels that wrap to two lines and a
     message under one input keep the three inputs on one line. */
  & > * {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    align-items: end;
  }
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
  const [priceErrors, setPriceErrors] = useState<Record<string, string>>({});
  const total = totalUserPrice(amount(product), amount(fees), amount(shipping));
  const locked = Boolean(busy || done);

  // The api checks the same schema: nothing is sent that it would refuse for its prices.
  const approve = () => {
    const prices = queuePricesSchema.safeParse({
      ProductPrice: product,
      FeesPrice: fees,
      ShippingPrice: shipping,
    });
    setPriceErrors(prices.success ? {} : fieldErrors(prices.error));
    if (!conditionId) setConditionError('Condition is required');
    if (!prices.success || !conditionId) return;
    onApprove({
      UserPrice: total,
      ProductPrice: prices.data.ProductPrice,
      FeesPrice: prices.data.FeesPrice ?? 0,
      ShippingPrice: prices.data.ShippingPrice ?? 0,
      ConditionID: Number(conditionId),
    });
  };
  const field = (
    label: string,
    name: keyof typeof queuePricesSchema.shape,
    value: string,
    set: (value: string) => void,
  ) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      placeholder="0"
      value={value}
      disabled={Boolean(done)}
      error={priceErrors[name]}
      onChange={(event) => {
        set(event.target.value);
        setPriceErrors(({ [name]: _fixed, ...others }) => others);
      }}
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
        {field('Product Price', 'ProductPrice', product, setProduct)}
        {field('Fees Price', 'FeesPrice', fees, setFees)}
        {field('Shipping Price', 'ShippingPrice', shipping, setShipping)}
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
