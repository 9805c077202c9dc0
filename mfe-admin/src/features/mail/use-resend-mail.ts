import { useCallback, useRef, useState } from 'react';
import { ERRORS, useNotify, type MailRow } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useResendMailMutation } from '../../api';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';
import { MAIL_TEXT } from './texts';

/**
 * 'Send again', asked in a dialog first (Mail/resendMail.php). Once the server takes it the
 * row shows Pending (the cache marks it, then the list comes back); a refusal keeps the dialog.
 */
export function useResendMail() {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [resendMail, state] = useResendMailMutation();
  const [asking, setAsking] = useState<MailRow | null>(null);
  /** The dialog closed on a send: its row no longer has the button that opened it. */
  const sent = useRef(false);

  const ask = useCallback((mail: MailRow) => {
    sent.current = false;
    setAsking(mail);
  }, []);
  const close = useCallback(() => setAsking(null), []);

  const confirm = async () => {
    if (!asking || state.isLoading) return;
    try {
      const response = await settle(resendMail(asking.MailID));
      if (response?.status === 'success') {
        notify.success(response.message || MAIL_TEXT.queued);
        sent.current = true;
        setAsking(null);
        return;
      }
      notify.error(MAIL_TEXT.sendFailed(response?.message || ERRORS.network));
    } catch (error) {
      if (accessDenied(error)) return;
      notify.error(MAIL_TEXT.sendFailed(serverRefusalOf(error) ?? ERRORS.network));
    }
  };

  return { asking, sent, ask, close, confirm, busy: state.isLoading };
}
