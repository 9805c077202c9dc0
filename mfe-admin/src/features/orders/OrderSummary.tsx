import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  formatAed,
  Notice,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  Skeleton,
  toAed,
  type OrderStatus,
  type OrderView,
} from 'shared-contracts';
import { useOrderViewQuery } from 'shared-contracts/src/queries';
import { OrderTotalsList } from 'shared-contracts/src/ui-extras';
import { formatDateTime } from '../../shared/format';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { Facts, Section } from '../../shared/Section';
import { StatusBadge } from '../../shared/StatusBadge';
import { ConfirmDialog } from './ConfirmDialog';
import { OrderTimeline } from './OrderTimeline';
import { collectable, PaymentActions } from './PaymentActions';
import { ShipDialog } from './ShipDialog';
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
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const next = order.NextStatuses ?? [];
  if (next.length === 0) return null;

  const mark = (status: OrderStatus) => {
    if (status === 'Shipped') {
      setShipping(true);
      return;
    }
    if (status === 'Cancelled') {
      setCancelling(true);
      return;
    }
    void change(status);
  };
  const cancel = async () => {
    if (await change('Cancelled')) setCancelling(false);
  };
  const ship = async (shipment: Shipment) => {
    if (await change('Shipped', shipment)) setShipping(false);
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
            onClick={() => mark(status)}
          >
            {ORDER_TEXT.markAs(status)}
          </Button>
        ))}
      </Actions>
      {shipping && (
        <ShipDialog
          orderId={order.OrderID}
          saving={busy === 'Shipped'}
          onClose={() => setShipping(false)}
          onSave={ship}
        />
      )}
      {cancelling && (
        <ConfirmDialog
          title={ORDER_TEXT.cancelTitle}
          text={ORDER_TEXT.confirmCancel}
          confirmLabel={ORDER_TEXT.markAs('Cancelled')}
          saving={busy === 'Cancelled'}
          onConfirm={() => void cancel()}
          onClose={() => setCancelling(false)}
        />
      )}
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
    ['Payment status', PAYMENT_STATUS_LABELS[order.PaymentStatus] ?? order.PaymentStatus],
    ...(order.RefundedAmount > 0
      ? [['Refunded', formatAed(toAed(order.RefundedAmount))] as [string, string]]
      : []),
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
