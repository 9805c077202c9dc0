import { useState } from 'react';
import { Button, formatAed, toAed, type OrderView } from 'shared-contracts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ORDER_TEXT } from './texts';
import { useMarkOrderPaid } from './use-mark-order-paid';

/** Cash is collected only for a cash-on-delivery order still awaiting payment and not ended. */
export function collectable(order: OrderView): boolean {
  return (
    order.PaymentMethod === 'cash_on_delivery' &&
    order.PaymentStatus === 'pending' &&
    order.Status !== 'Cancelled' &&
    order.Status !== 'Returned'
  );
}

/** 'Mark as paid', asked again in a dialog before it is recorded. */
export function PaymentActions({ order, refreshing }: { order: OrderView; refreshing: boolean }) {
  const { markPaid, busy } = useMarkOrderPaid(order.OrderID);
  const [asking, setAsking] = useState(false);
  if (!collectable(order)) return null;
  const confirm = async () => {
    if (await markPaid()) setAsking(false);
  };
  return (
    <>
      <Button
        type="button"
        $small
        $variant="secondary"
        disabled={busy || refreshing}
        onClick={() => setAsking(true)}
      >
        {ORDER_TEXT.markPaid}
      </Button>
      {asking && (
        <ConfirmDialog
          title={ORDER_TEXT.markPaidTitle}
          text={ORDER_TEXT.markPaidText(order.OrderID, formatAed(toAed(order.Totals.Total)))}
          confirmLabel={ORDER_TEXT.markPaid}
          saving={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
