import { useState } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_TEXT } from 'shared-contracts/src/admin-text';
import { useAccessDenied } from '../layout/admin-access';
import { serverRefusalOf } from '../../shared/server-answer';
import type { EntityListConfig } from './types';

/**
 * Delete of one row: the browser confirmation with the spec's exact text, then the success toast,
 * the server's own message when it refuses (categories also raise an alert), or the error toast.
 */
export function useRowDelete<T, D>(config: EntityListConfig<T, D>, onDeleted: () => void) {
  const text = ADMIN_TEXT[config.entity];
  const accessDenied = useAccessDenied();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const refused = (message: string) => {
    toast.error(message);
    if (config.alertDeleteRefusal) window.alert(message);
  };

  const remove = async (row: T) => {
    if (!window.confirm(text.confirmDelete)) return;
    const id = config.idOf(row);
    setDeletingId(id);
    try {
      const answer = await config.remove(id);
      if (answer?.status === 'success') {
        toast.success(text.deleted);
        onDeleted();
      } else {
        refused(answer?.message || text.deleteError);
      }
    } catch (error) {
      if (accessDenied(error)) return;
      const message = serverRefusalOf(error);
      if (message) refused(message);
      else toast.error(text.deleteError);
    } finally {
      setDeletingId(null);
    }
  };

  return { remove, deletingId };
}
