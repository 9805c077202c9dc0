import type { RefObject } from 'react';
import { ModalForm } from './Modal';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus returns on close, when not the control that opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Asks before a change that is not undone from this page (a payment, a mail sent again). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  saving,
  onConfirm,
  onClose,
  returnFocus,
}: ConfirmDialogProps) {
  return (
    <ModalForm
      title={title}
      saving={saving}
      onClose={onClose}
      onSubmit={onConfirm}
      submitLabel={confirmLabel}
      returnFocus={returnFocus}
    >
      <p>{text}</p>
    </ModalForm>
  );
}
