import styled from 'styled-components';
import { totalUserPrice, useCommonText, type PayoutState, type Sale } from 'shared-contracts';
import { ToneBadge, type Tone } from '../orders/StatusBadge';
import { formatDate, Money, richMessage } from 'shared-contracts/ui-extras';
import { piecesText, textOf, useAccountText } from '../../i18n/messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding-block: 0 20px;
  padding-inline: 96px 4px;
  display: grid;
  gap: 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.tablet} {
    padding-inline-start: 82px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding-inline-start: 4px;
  }
`;

const Card = styled.li`
  padding: 14px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 16px;
    margin-bottom: 10px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
    gap: 10px 20px;
    margin: 0;
  }
  dt {
    font-size: 11px;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 2px 0 0;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
  .payout dd {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const PayoutStatus = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;

const PAYOUT_TONES: Record<PayoutState, Tone> = {
  'Awaiting delivery': 'info',
  'Awaiting payment': 'info',
  Payable: 'accent',
  Paid: 'success',
  Cancelled: 'muted',
  Returned: 'muted',
};

function Amount({ label, value, className }: { label: string; value: number; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>
        <Money value={value} />
      </dd>
    </div>
  );
}

/** The payout state, with the day it falls due (Payable) or was paid (Paid). */
function PayoutBadge({ sale }: { sale: Sale }) {
  const t = useAccountText();
  const paid = sale.PayoutState === 'Paid';
  const date = paid ? sale.PaidAt : sale.PayoutState === 'Payable' ? sale.PayableFrom : null;
  return (
    <PayoutStatus>
      <ToneBadge $tone={PAYOUT_TONES[sale.PayoutState] ?? 'muted'}>
        {textOf(t, 'payout', sale.PayoutState)}
      </ToneBadge>{' '}
      {date && (
        <span>
          {richMessage((values) => t(paid ? 'paidOn' : 'payableFrom', values), {
            date: <time dateTime={date}>{formatDate(date)}</time>,
          })}
        </span>
      )}
    </PayoutStatus>
  );
}

/** One sale: the price breakdown set at approval (or the price alone) and the payout. */
function SaleCard({ sale }: { sale: Sale }) {
  const t = useAccountText();
  const common = useCommonText();
  const { ProductPrice, FeesPrice, ShippingPrice } = sale;
  const pieces = piecesText(t, sale.Quantity);
  return (
    <Card aria-label={t('saleOfOrder', { id: sale.OrderID })}>
      <header>
        <span>
          {richMessage((values) => t('soldOn', { ...values, pieces }), {
            date: <time dateTime={sale.OrderDate}>{formatDate(sale.OrderDate)}</time>,
          })}
        </span>
        <PayoutBadge sale={sale} />
      </header>
      <dl>
        {ProductPrice === null ? (
          <Amount label={t('price')} value={sale.Price} />
        ) : (
          <>
            <Amount label={t('productPrice')} value={ProductPrice} />
            <Amount label={t('fees')} value={FeesPrice ?? 0} />
            <Amount label={t('shipping')} value={ShippingPrice ?? 0} />
            <Amount
              label={common('totalUserPrice')}
              value={totalUserPrice(ProductPrice, FeesPrice ?? 0, ShippingPrice ?? 0)}
            />
          </>
        )}
        <Amount className="payout" label={t('payout')} value={sale.Payout} />
      </dl>
    </Card>
  );
}

/** The sales of one sold item, newest first, under its row on the Sold tab. */
export function SaleList({ name, sales }: { name: string; sales: Sale[] }) {
  const t = useAccountText();
  if (sales.length === 0) return null;
  const newestFirst = [...sales].sort((a, b) => Date.parse(b.OrderDate) - Date.parse(a.OrderDate));
  return (
    <List aria-label={t('salesOf', { name })}>
      {newestFirst.map((sale) => (
        <SaleCard key={sale.OrderDetailsID} sale={sale} />
      ))}
    </List>
  );
}
