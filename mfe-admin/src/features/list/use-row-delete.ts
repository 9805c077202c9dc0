import { useNotify } from 'shared-contracts';
import { ADMIN_TEXT } from 'shared-contracts/admin-text';
import { settle } from 'shared-contracts/queries';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';
import type { EntityListConfig } from './types';

/**
 * Delete of one row: the browser confirmation with its fixed text, then the success
 * notification, the server's own message when it refuses (categories also raise an alert), or the
 * error notification.
 */
export function useRowDelete<T, D>(config: EntityListConfig<T, D>) {
  const text = ADMIN_TEXT[config.entity];
  const accessDenied = useAccessDenied();
  const notify = useNotify();
  const [removeRow, removal] = config.useRemove();
  const deletingId = removal.isLoading ? (removal.originalArgs ?? null) : null;

  const refused = (message: string) => {
    notify.error(message);
    if (config.alertDeleteRefusal) window.alert(message);
  };

  const remove = async (row: T) => {
    if (!window.confirm(text.confirmDelete)) return;
    try {
      // A successful delete refreshes the list through the cache's tags.
      const response = await settle(removeRow(config.idOf(row)));
      if (response?.status === 'success') {
        notify.success(text.deleted);
      } else {
        refused(response?.message || text.deleteError);
      }
    } catch (error) {
      if (accessDenied(error)) return;
      const message = serverRefusalOf(error);
      if (message) refused(message);
      else notify.error(text.deleteError);
    }
  };

  return { remove, deletingId };
}
