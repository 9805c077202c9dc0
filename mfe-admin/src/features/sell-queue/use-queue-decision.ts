import { useEffect, useRef, useState } from 'react';
import { TIMINGS, useNavigate, useNotify } from 'shared-contracts';
import { ADMIN_ERRORS, ADMIN_SUCCESS } from 'shared-contracts/admin-text';
import { settle } from 'shared-contracts/queries';
import { type adminApi, useApproveQueueMutation, useIgnoreQueueMutation } from '../../api';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';

export type Decision = 'approve' | 'ignore';

/** What Approve sends besides the QueueID: the condition, the three prices and their sum. */
export type Approval = Omit<Parameters<typeof adminApi.queue.approve>[0], 'QueueID'>;

/**
 * Approve or Ignore of one submission with its fixed notifications; after a success the screen
 * returns to /ShowSellQueue after 3 s.
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

  const run = async (decision: Decision, approval?: Approval) => {
    if (busy || done) return;
    const approve = decision === 'approve';
    try {
      const response = await settle(
        approve && approval
          ? approveEntry({ QueueID: queueId, ...approval })
          : ignoreEntry(queueId),
      );
      if (response?.status === 'success') {
        notify.success(approve ? ADMIN_SUCCESS.orderApproved : ADMIN_SUCCESS.orderIgnored);
        finish(decision);
      } else {
        const message = response?.message ?? '';
        notify.error(
          approve ? ADMIN_ERRORS.approveOrder(message) : ADMIN_ERRORS.ignoreOrder(message),
        );
      }
    } catch (error) {
      if (accessDenied(error)) return;
      const refusal = serverRefusalOf(error);
      if (refusal !== undefined) {
        notify.error(
          approve ? ADMIN_ERRORS.approveOrder(refusal) : ADMIN_ERRORS.ignoreOrder(refusal),
        );
      } else {
        notify.error(approve ? ADMIN_ERRORS.approveOrderNetwork : ADMIN_ERRORS.ignoreOrderNetwork);
      }
    }
  };

  return {
    busy,
    done,
    approve: (approval: Approval) => run('approve', approval),
    ignore: () => run('ignore'),
  };
}
