import { useState } from 'react';
import { useNotify } from 'shared-contracts';
import { ADMIN_TEXT } from 'shared-contracts/src/admin-text';
import { useAccessDenied } from '../layout/admin-access';
import { serverRefusalOf } from '../../shared/server-answer';
import type { EntityListConfig } from './types';

/**
 * Delete of one row: the browser confirmation with the spec's exact text, then the success
 * notification, the server's own message when it refuses (categories also raise an alert), or the
 * error notification.
 */
export function useRowDelete<T, D>(config: EntityListConfig<T, D>, onDeleted: () => void) {
  const text = ADMIN_TEXT[config.entity];
  const accessDenied = useAccessDenied();
  const notify = useNotify();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const refused = (message: string) => {
    notify.error(message);
    if (config.alertDeleteRefusal) window.alert(message);
  };

  const remove = async (row: T) => {
    if (!window.confirm(text.confirmDelete)) return;
    const id = config.idOf(row);
    setDeletingId(id);
    try {
      const answer = await config.remove(id);
      if (answer?.status === 'success') {
        notify.success(text.deleted);
        onDeleted();
      } else {
        refused(answer?.message || text.deleteError);
      }
    } catch (error) {
      if (accessDenied(error)) return;
      const message = serverRefusalOf(error);
      if (message) refused(message);
      else notify.error(text.deleteError);
    } finally {
      setDeletingId(null);
    }
  };

  return { remove, deletingId };
}
