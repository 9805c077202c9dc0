import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared-contracts';
import { ERRORS, SUCCESS, TIMINGS, useNotify } from 'shared-contracts';
import {
  settle,
  useApproveQueueMutation,
  useIgnoreQueueMutation,
} from 'shared-contracts/src/queries';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';

export type Decision = 'approve' | 'ignore';

/**
 * Approve or Ignore of one submission with the spec's notifications; after a success the screen returns
 * to /ShowSellQueue after 3 s.
 */
export function useQueueDecision(queueId: number) {
  const navigate = useNavigate();
  const accessDenied = useAccessDenied();
  const notify = useNotify();
  const [approveEntry, approval] = useApproveQueueMutation();
  const [ignoreEntry, ignoral] = useIgnoreQueueMutation();
  const busy: Decision | null = approval.isLoading
    ? 'approve'
    : ignoral.isLoading
      ? 'ignore'
      : null;
  const [done, setDone] = useState<Decision | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = (decision: Decision) => {
    setDone(decision);
    timer.current = setTimeout(
      () => navigate('/ShowSellQueue'),
      TIMINGS.redirectAfterQueueActionMs,
    );
  };

  const run = async (decision: Decision, userPrice: number) => {
    if (busy || done) return;
    const approve = decision === 'approve';
    try {
      const response = await settle(
        approve ? approveEntry({ QueueID: queueId, UserPrice: userPrice }) : ignoreEntry(queueId),
      );
      if (response?.status === 'success') {
        notify.success(approve ? SUCCESS.orderApproved : SUCCESS.orderIgnored);
        finish(decision);
      } else {
        const message = response?.message ?? '';
        notify.error(approve ? ERRORS.approveOrder(message) : ERRORS.ignoreOrder(message));
      }
    } catch (error) {
      if (accessDenied(error)) return;
      const refusal = serverRefusalOf(error);
      if (refusal !== undefined) {
        notify.error(approve ? ERRORS.approveOrder(refusal) : ERRORS.ignoreOrder(refusal));
      } else {
        notify.error(approve ? ERRORS.approveOrderNetwork : ERRORS.ignoreOrderNetwork);
      }
    }
  };

  return {
    busy,
    done,
    approve: (userPrice: number) => run('approve', userPrice),
    ignore: () => run('ignore', 0),
  };
}
