import { useMemo, useRef } from 'react';
import { AdminFrame } from '../frame/AdminFrame';
import { FilteredListPage } from '../list/FilteredListPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { mailColumns, mailConfig } from './mail-config';
import { MAIL_TEXT } from './texts';
import { useResendMail } from './use-resend-mail';

function Mail() {
  const resend = useResendMail();
  const { ask, sent } = resend;
  const columns = useMemo(() => mailColumns(ask), [ask]);
  const list = useRef<HTMLDivElement>(null);
  // A mail sent again is Pending and its row loses the button that opened the dialog: focus
  // goes back to the table then, and to that button after a cancel. Read as the dialog closes.
  const returnFocus = useMemo(
    () => ({
      get current() {
        return sent.current
          ? (list.current?.querySelector<HTMLElement>('[role="region"]') ?? null)
          : null;
      },
    }),
    [sent],
  );

  return (
    <div ref={list}>
      <FilteredListPage config={mailConfig} columns={columns} />
      {resend.asking && (
        <ConfirmDialog
          title={MAIL_TEXT.confirmTitle(resend.asking.MailID)}
          text={MAIL_TEXT.confirmText(resend.asking.Subject, resend.asking.To)}
          confirmLabel={MAIL_TEXT.sendAgain}
          saving={resend.busy}
          returnFocus={returnFocus}
          onConfirm={() => void resend.confirm()}
          onClose={resend.close}
        />
      )}
    </div>
  );
}

/** The mail outbox: every mail with its state and attempts, a state filter and Send again. */
export function MailPage() {
  return (
    <AdminFrame>
      <Mail />
    </AdminFrame>
  );
}
