import { useState } from 'react';
import styled from 'styled-components';
import {
  formatAed,
  PAYMENT_METHOD_LABELS,
  toAed,
  type OrderStatus,
  type OrderView,
} from 'shared-contracts';
import { TextField } from 'shared-contracts/ui-extras';
import { fieldErrors, orderStatusChangeSchema } from 'shared-contracts/schemas';
import { ModalForm } from '../../shared/Modal';
import { ORDER_TEXT } from './texts';
import type { Shipment } from './use-order-status';

const Text = styled.p`
  margin: 0 0 16px;
`;

const RefundNote = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.ink};
`;

/** What a paid order hands back on a cancel or a return: what is left of its payment (fils). */
function refundDue(order: OrderView): number {
  const total = order.Totals ? order.Totals.Total : Math.round((Number(order.Total) || 0) * 100);
  return Math.max(0, total - (Number(order.RefundedAmount) || 0));
}

/** The payment's fate on a move that ends the order; nothing to say for the other moves. */
function paymentNote(order: OrderView, status: OrderStatus): string | null {
  if (status !== 'Cancelled' && status !== 'Returned') return null;
  if (order.PaymentStatus === 'paid') {
    const method = PAYMENT_METHOD_LABELS[order.PaymentMethod] ?? order.PaymentMethod;
    return ORDER_TEXT.willRefund(formatAed(toAed(refundDue(order))), method);
  }
  return order.PaymentStatus === 'refunded' ? null : ORDER_TEXT.nothingToRefund;
}

interface StatusDialogProps {
  order: OrderView;
  status: OrderStatus;
  saving: boolean;
  onClose: () => void;
  /** Called once confirmed; Shipped with the checked carrier and tracking number. */
  onConfirm: (shipment?: Shipment) => void;
}

/**
 * Asks before every move of an order, naming the order and the move. Shipped also asks the
 * carrier and the tracking number, checked with the api's own schema.
 */
export function StatusDialog({ order, status, saving, onClose, onConfirm }: StatusDialogProps) {
  const shipping = status === 'Shipped';
  const [shipment, setShipment] = useState<Shipment>({ Carrier: '', TrackingNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Shipment>) => setShipment((current) => ({ ...current, ...change }));
  const note = paymentNote(order, status);

  const submit = () => {
    if (!shipping) {
      onConfirm();
      return;
    }
    const checked = orderStatusChangeSchema.safeParse({
      OrderID: order.OrderID,
      Status: 'Shipped',
      ...shipment,
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    onConfirm({ Carrier: shipment.Carrier.trim(), TrackingNumber: shipment.TrackingNumber.trim() });
  };

  return (
    <ModalForm
      title={ORDER_TEXT.moveTitle(order.OrderID, status)}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={ORDER_TEXT.markAs(status)}
    >
      <Text>{ORDER_TEXT.moveText(order.Status, status)}</Text>
      {note && <RefundNote>{note}</RefundNote>}
      {shipping && (
        <>
          <TextField
            label="Carrier"
            value={shipment.Carrier}
            autoComplete="off"
            maxLength={100}
            error={errors.Carrier}
            onChange={(event) => set({ Carrier: event.target.value })}
          />
          <TextField
            label="Tracking number"
            value={shipment.TrackingNumber}
            autoComplete="off"
            maxLength={100}
            error={errors.TrackingNumber}
            onChange={(event) => set({ TrackingNumber: event.target.value })}
          />
        </>
      )}
    </ModalForm>
  );
}
