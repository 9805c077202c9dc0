import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { Button } from 'shared-contracts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 6vh 16px 16px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
    align-items: stretch;
  }
`;

const Dialog = styled.form`
  width: min(640px, 100%);
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.pop};
  display: flex;
  flex-direction: column;
  max-height: 88vh;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    border-radius: 0;
    max-height: none;
    min-height: 100%;
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
  /** While true the dialog cannot be closed (spec: a saving flag blocks closing). */
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: string;
}

/**
 * The back-office modal form: a labelled dialog that closes on Escape, a click outside or the
 * close button, except while a save is running.
 */
export function ModalForm({
  title,
  saving,
  onClose,
  onSubmit,
  children,
  submitLabel = 'Save',
}: ModalFormProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLFormElement>(null);
  const savingRef = useRef(saving);
  savingRef.current = saving;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const requestClose = () => {
    if (!savingRef.current) closeRef.current();
  };

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(
      'input:not([readonly]):not([type=hidden]), select, textarea',
    );
    (first ?? dialogRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!savingRef.current) closeRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={saving || undefined}
        tabIndex={-1}
        onSubmit={submit}
        noValidate
      >
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
      </Dialog>
    </Overlay>,
    document.body,
  );
}
