import { useState } from 'react';
import { TextField } from 'shared-contracts/src/ui-extras';
import { fieldErrors, orderStatusChangeSchema } from 'shared-contracts/src/schemas';
import { ModalForm } from '../../shared/Modal';
import { ORDER_TEXT } from './texts';
import type { Shipment } from './use-order-status';

interface ShipDialogProps {
  orderId: number;
  saving: boolean;
  onClose: () => void;
  /** Called with the checked carrier and tracking number. */
  onSave: (shipment: Shipment) => void;
}

/** Shipped needs the carrier and the tracking number, checked with the api's own schema. */
export function ShipDialog({ orderId, saving, onClose, onSave }: ShipDialogProps) {
  const [shipment, setShipment] = useState<Shipment>({ Carrier: '', TrackingNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Shipment>) => setShipment((current) => ({ ...current, ...change }));

  const submit = () => {
    const checked = orderStatusChangeSchema.safeParse({
      OrderID: orderId,
      Status: 'Shipped',
      ...shipment,
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    onSave({ Carrier: shipment.Carrier.trim(), TrackingNumber: shipment.TrackingNumber.trim() });
  };

  return (
    <ModalForm title={ORDER_TEXT.shipTitle} saving={saving} onClose={onClose} onSubmit={submit}>
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
    </ModalForm>
  );
}
