import { ERRORS, useNotify, type StatusResponse } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import {
  useAbortCanaryMutation,
  useActivateReleaseMutation,
  usePromoteCanaryMutation,
  useStartCanaryMutation,
} from '../../api/release-endpoints';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';
import type { PendingAction } from './release-actions';

/**
 * Sends a confirmed action and tells the result with a toast: the server's message when it was
 * done, its refusal when not. The list refreshes through the mutations' tags.
 */
export function useReleaseAction() {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [activate, activating] = useActivateReleaseMutation();
  const [startCanary, starting] = useStartCanaryMutation();
  const [promote, promoting] = usePromoteCanaryMutation();
  const [abort, aborting] = useAbortCanaryMutation();
  const busy = [activating, starting, promoting, aborting].some((state) => state.isLoading);

  const call = ({ kind, remote, version }: PendingAction, percent: number) => {
    switch (kind) {
      case 'activate':
      case 'rollback':
        return activate({ remote, version });
      case 'canary':
        return startCanary({ remote, version, percent });
      case 'promote':
        return promote({ remote });
      case 'abort':
        return abort({ remote });
    }
  };

  /** Resolves true when the server did it. `percent` is read by a canary only. */
  const run = async (action: PendingAction, percent = 0): Promise<boolean> => {
    if (busy) return false;
    try {
      const response: StatusResponse = await settle(call(action, percent));
      if (response?.status === 'success') {
        notify.success(response.message);
        return true;
      }
      notify.error(response?.message || ERRORS.network);
    } catch (error) {
      if (accessDenied(error)) return false;
      notify.error(serverRefusalOf(error) ?? ERRORS.network);
    }
    return false;
  };

  return { run, busy };
}
