import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toAed, useCommonText, vatPercent, type OrderTotals } from 'shared-contracts';
import { Money } from './bidi';

const List = styled.dl`
  display: grid;
  gap: 10px;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 16px;
  }
  dt {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
    text-align: end;
  }
  div:last-child:not(:only-child) {
    margin-top: 4px;
    padding-top: 14px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  div:last-child:not(:only-child) dd {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 24px;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** A discount reads in the shop's success colour. */
const Saving = styled.div`
  dt,
  dd {
    color: ${({ theme }) => theme.colors.success};
  }
`;

interface OrderTotalsListProps {
  /** Amounts in fils, as the api answers them; only the Subtotal while they are asked for. */
  totals: OrderTotals | { Subtotal: number };
  vatRate?: number;
  /** Prefix of each amount's data-testid ('cart' -> 'cart-total'). */
  testId?: string;
  /** Shown under the Subtotal instead of the other lines (loading, or why they are missing). */
  status?: ReactNode;
  /** The discount's name ('Discount (SALE)'); 'Discount' when none is given. */
  discountLabel?: ReactNode;
}

/**
 * 'Subtotal', 'Shipping', 'VAT included (5%)' and 'Total' of a bag or an order, from the
 * server's figures; a discount line only when there is one.
 */
export function OrderTotalsList({
  totals,
  vatRate = 0,
  testId,
  status,
  discountLabel,
}: OrderTotalsListProps) {
  const t = useCommonText();
  const id = (name: string) => (testId ? `${testId}-${name}` : undefined);
  const subtotal = (
    <div>
      <dt>{t('totalsSubtotal')}</dt>
      <dd data-testid={id('subtotal')}>
        <Money value={toAed(totals.Subtotal)} />
      </dd>
    </div>
  );
  if (!('Total' in totals)) {
    return (
      <>
        <List>{subtotal}</List>
        {status}
      </>
    );
  }
  return (
    <List>
      {subtotal}
      {totals.Discount > 0 && (
        <Saving>
          <dt>{discountLabel ?? t('totalsDiscount')}</dt>
          <dd data-testid={id('discount')}>
            −<Money value={toAed(totals.Discount)} />
          </dd>
        </Saving>
      )}
      <div>
        <dt>{t('totalsShipping')}</dt>
        <dd data-testid={id('shipping')}>
          {totals.Shipping === 0 ? t('totalsFree') : <Money value={toAed(totals.Shipping)} />}
        </dd>
      </div>
      <div>
        <dt>{t('totalsVat', { rate: vatPercent(vatRate) })}</dt>
        <dd data-testid={id('vat')}>
          <Money value={toAed(totals.VAT)} />
        </dd>
      </div>
      <div>
        <dt>{t('totalsTotal')}</dt>
        <dd data-testid={id('total')}>
          <Money value={toAed(totals.Total)} />
        </dd>
      </div>
    </List>
  );
}
