import { ModalForm } from '../../shared/Modal';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that is not undone from this page (a payment, a cancellation). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  saving,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <ModalForm
      title={title}
      saving={saving}
      onClose={onClose}
      onSubmit={onConfirm}
      submitLabel={confirmLabel}
    >
      <p>{text}</p>
    </ModalForm>
  );
}
