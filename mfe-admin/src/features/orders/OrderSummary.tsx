import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  formatAed,
  Notice,
  PAYMENT_METHOD_LABELS,
  Skeleton,
  toAed,
  type OrderStatus,
  type OrderView,
} from 'shared-contracts';
import { useOrderViewQuery } from '../../api';
import { OrderTotalsList } from 'shared-contracts/ui-extras';
import { formatDateTime } from '../../shared/format';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { PaymentBadge, RefundBadge } from '../../shared/PaymentBadge';
import { Facts, Section } from '../../shared/Section';
import { StatusBadge } from '../../shared/StatusBadge';
import { Mono } from '../../shared/table';
import { OrderTimeline } from './OrderTimeline';
import { collectable, PaymentActions } from './PaymentActions';
import { StatusDialog } from './StatusDialog';
import { ORDER_TEXT } from './texts';
import { useOrderStatus, type Shipment } from './use-order-status';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: 20px;
  align-items: start;
  margin-bottom: 24px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 18px;
  ${({ theme }) => theme.media.mobile} {
    button {
      flex: 1 1 100%;
    }
  }
`;

const Spaced = styled.div`
  margin-bottom: 24px;
`;

function addressOf(order: OrderView): string {
  const street = [order.Address, order.ApartmentNumber, order.Street].filter(Boolean).join(', ');
  const place = [order.City, order.State, order.Zip].filter(Boolean).join(', ');
  return [street, place, order.Country].filter(Boolean).join('\n');
}

function StatusActions({ order, refreshing }: { order: OrderView; refreshing: boolean }) {
  const { change, busy } = useOrderStatus(order);
  // The move asked about, with the status it was asked from: once the order has moved (a 409
  // refreshed it), the question no longer applies and the dialog goes.
  const [asking, setAsking] = useState<{ status: OrderStatus; from: OrderStatus } | null>(null);
  const next = order.NextStatuses ?? [];
  if (next.length === 0) return null;

  const confirm = async (status: OrderStatus, shipment?: Shipment) => {
    if (await change(status, shipment)) setAsking(null);
  };

  return (
    <>
      <Actions>
        {next.map((status) => (
          <Button
            key={status}
            type="button"
            $variant={status === 'Cancelled' || status === 'Returned' ? 'ghost' : 'primary'}
            $small
            // While the order refreshes its status may be stale, and so would the From sent.
            disabled={busy !== null || refreshing}
            onClick={() => setAsking({ status, from: order.Status })}
          >
            {ORDER_TEXT.markAs(status)}
          </Button>
        ))}
      </Actions>
      {asking && asking.from === order.Status && (
        <StatusDialog
          order={order}
          status={asking.status}
          saving={busy === asking.status}
          onClose={() => setAsking(null)}
          onConfirm={(shipment) => void confirm(asking.status, shipment)}
        />
      )}
    </>
  );
}

const RefundList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SubHeading = styled.h3`
  margin: 20px 0 4px;
  font-size: 16px;
`;

/** Each refund of the order's payment: amount, its state at the provider and when. */
function Refunds({ order }: { order: OrderView }) {
  const refunds = Array.isArray(order.Refunds) ? order.Refunds : [];
  if (refunds.length === 0) return null;
  return (
    <>
      <SubHeading id="order-refunds">{ORDER_TEXT.refunds}</SubHeading>
      <RefundList aria-labelledby="order-refunds">
        {refunds.map((refund, index) => (
          <li key={refund.Reference || index}>
            <strong>{formatAed(toAed(Number(refund.Amount) || 0))}</strong>
            <RefundBadge status={refund.Status} />
            <time dateTime={refund.At}>{formatDateTime(refund.At)}</time>
            {refund.Reference && (
              <Mono $width={220} title={refund.Reference}>
                {refund.Reference}
              </Mono>
            )}
          </li>
        ))}
      </RefundList>
    </>
  );
}

const TotalsBlock = styled.div`
  max-width: 420px;
  margin-top: 20px;
`;

function Summary({ order, refreshing }: { order: OrderView; refreshing: boolean }) {
  const facts: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="status" status={order.Status} />],
    ...(order.Totals ? [] : [['Total', formatAed(Number(order.Total) || 0)] as [string, string]]),
    ['Payment method', PAYMENT_METHOD_LABELS[order.PaymentMethod] ?? order.PaymentMethod],
    ['Payment status', <PaymentBadge key="payment" status={order.PaymentStatus} />],
    ...(order.RefundedAmount > 0
      ? [['Refunded', formatAed(toAed(order.RefundedAmount))] as [string, string]]
      : []),
    ...(order.InvoiceNumber ? [['Invoice number', order.InvoiceNumber] as [string, string]] : []),
    ['Buyer', order.UserName || '—'],
    ['Phone Number', order.PhoneNumber || '—'],
    ['Order Date', formatDateTime(order.OrderDate)],
    ['Pieces', order.Pieces],
    ['Shipping address', addressOf(order) || '—'],
  ];
  if (order.Carrier || order.TrackingNumber) {
    facts.push(['Carrier', order.Carrier || '—'], ['Tracking number', order.TrackingNumber || '—']);
  }
  if (order.Notes) facts.push(['Notes', order.Notes]);
  return (
    <Section aria-labelledby="order-summary">
      <h2 id="order-summary">Summary</h2>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {order.Totals && (
        <TotalsBlock aria-label="Totals">
          <OrderTotalsList totals={order.Totals} vatRate={order.Totals.VatRate} testId="order" />
        </TotalsBlock>
      )}
      <Refunds order={order} />
      <StatusActions order={order} refreshing={refreshing} />
      {collectable(order) && (
        <Actions>
          <PaymentActions order={order} refreshing={refreshing} />
        </Actions>
      )}
    </Section>
  );
}

/** The order's status, buyer, shipping and timeline, with the moves it allows now. */
export function OrderSummary({ orderId }: { orderId: number }) {
  const query = useOrderViewQuery(orderId);
  useQueryFailure(query.error, (error) => console.error('Error fetching the order:', error));
  const state = loadStateOf(query);
  const order = state !== 'error' ? query.data : undefined;

  if (!order) {
    if (state === 'error') {
      return (
        <Spaced>
          <Notice $tone="error">{ORDER_TEXT.viewFailed}</Notice>
        </Spaced>
      );
    }
    return (
      <Grid aria-busy="true">
        <Skeleton $height="260px" />
        <Skeleton $height="260px" />
      </Grid>
    );
  }
  return (
    <Grid aria-busy={state === 'loading' || undefined}>
      <Summary order={order} refreshing={state === 'loading'} />
      <Section aria-labelledby="order-timeline">
        <h2 id="order-timeline">Timeline</h2>
        <OrderTimeline events={order.Timeline ?? []} />
      </Section>
    </Grid>
  );
}
