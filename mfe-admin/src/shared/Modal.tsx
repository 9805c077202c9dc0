import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { Button, Dialog } from 'shared-contracts';

/** The first control an administrator types in: the ID fields are read-only. */
const FIRST_FIELD = 'input:not([readonly]):not([type=hidden]), select, textarea';

/** Header and footer stay in view; the fields scroll between them (full screen on phones). */
const Form = styled.form`
  flex: 1;
  display: flex;
  flex-direction: column;
  max-height: 88vh;
  ${({ theme }) => theme.media.mobile} {
    max-height: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 24px;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.ink};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Body = styled.div`
  padding: 20px 24px 4px;
  overflow-y: auto;
  flex: 1;
`;

const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 16px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    bottom: 0;
    button {
      flex: 1;
    }
  }
`;

interface ModalFormProps {
  title: string;
  /** While true the dialog cannot be closed: a save in progress blocks closing. */
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** Where focus returns on close, when not the control that had it on open. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The back-office modal form on the shared Dialog: labelled by its title, closed by Escape, a
 * click outside, the close button or Cancel, except while a save is running.
 */
export function ModalForm({
  title,
  saving,
  onClose,
  onSubmit,
  children,
  submitLabel = 'Save',
  returnFocus,
}: ModalFormProps) {
  const titleId = useId();
  const requestClose = () => {
    if (!saving) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      locked={saving}
      width={640}
      initialFocus={FIRST_FIELD}
      returnFocus={returnFocus}
    >
      <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={requestClose} disabled={saving}>
            <X size={18} aria-hidden="true" />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        <Footer>
          <Button type="button" $variant="ghost" onClick={requestClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
