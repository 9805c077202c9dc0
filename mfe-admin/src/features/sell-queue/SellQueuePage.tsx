import { useRef, useState } from 'react';
import { Link } from 'shared-contracts';
import { ADMIN_SCREEN_TEXT, ADMIN_SUCCESS } from 'shared-contracts/admin-text';
import { Eye, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button, Skeleton, useNotify, type QueueEntry } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useIgnoreQueueMutation, useQueueQuery } from '../../api';
import { AdminFrame } from '../frame/AdminFrame';
import { useAccessDenied } from '../frame/admin-access';
import { PageHeader } from '../../shared/PageHeader';
import { RowButton } from '../../shared/RowActions';
import { serverRefusalOf } from '../../shared/server-response';
import { Table, TableMessageRow, TableScroller } from '../../shared/table';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { QUEUE_TEXT } from './texts';

const DetailsLink = styled(RowButton).attrs({ as: Link })``;

function SellQueue() {
  const accessDenied = useAccessDenied();
  const notify = useNotify();
  // Rows whose delete is running: the ref guards synchronously (a double click fires twice before
  // React re-renders), the state disables the buttons.
  const inFlight = useRef(new Set<number>());
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(() => new Set());
  const query = useQueueQuery();
  const [ignore] = useIgnoreQueueMutation();
  useQueryFailure(query.error, (error) => console.error(QUEUE_TEXT.fetchError, error));
  const result = { state: loadStateOf(query) };
  const entries = result.state === 'ready' && Array.isArray(query.data) ? query.data : [];

  const markDeleting = () => setDeleting(new Set(inFlight.current));

  /**
   * Delete in the queue list: no browser confirmation (the confirmations cover the six CRUD lists,
   * not the queue, and the server only archives the submission), one request per row at a time.
   */
  const remove = async (entry: QueueEntry) => {
    const id = entry.QueueID;
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    markDeleting();
    try {
      // A success refreshes the list through the cache's tags.
      const response = await settle(ignore(id));
      if (response?.status === 'success') {
        notify.success(ADMIN_SUCCESS.orderDeleted);
      } else {
        notify.error(response?.message || QUEUE_TEXT.deleteError);
      }
    } catch (error) {
      if (!accessDenied(error)) notify.error(serverRefusalOf(error) ?? QUEUE_TEXT.deleteError);
    } finally {
      inFlight.current.delete(id);
      markDeleting();
    }
  };

  const count = entries.length;
  return (
    <>
      <PageHeader
        title={ADMIN_SCREEN_TEXT.sellQueueTitle}
        lead={
          result.state === 'ready'
            ? `${count} submission${count === 1 ? '' : 's'} waiting for review.`
            : 'Submissions from sellers waiting for review.'
        }
      />
      <TableScroller tabIndex={0} role="region" aria-label="Pending products table">
        <Table aria-busy={result.state === 'loading' || undefined}>
          <thead>
            <tr>
              <th>ID</th>
              <th>User Name</th>
              <th>Show Order Details</th>
              <th>Delete</th>
            </tr>
          </thead>
          <tbody>
            {result.state === 'loading' &&
              Array.from({ length: 4 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {[40, 140, 150, 80].map((w) => (
                    <td key={w}>
                      <Skeleton $height="14px" $width={`${w}px`} />
                    </td>
                  ))}
                </tr>
              ))}
            {result.state === 'error' && (
              <TableMessageRow colSpan={4}>
                {QUEUE_TEXT.loadFailed}{' '}
                <Button type="button" $variant="ghost" $small onClick={query.refetch}>
                  Try again
                </Button>
              </TableMessageRow>
            )}
            {result.state === 'ready' && count === 0 && (
              <TableMessageRow colSpan={4}>{ADMIN_SCREEN_TEXT.noPendingOrders}</TableMessageRow>
            )}
            {entries.map((entry) => (
              <tr key={entry.QueueID}>
                <td>{entry.QueueID}</td>
                <td>{entry.UserName}</td>
                <td>
                  <DetailsLink to={`/ShowSellQueueDetails/${entry.QueueID}`}>
                    <Eye size={13} aria-hidden="true" />
                    Show Order Details
                  </DetailsLink>
                </td>
                <td>
                  <RowButton
                    type="button"
                    $danger
                    disabled={deleting.has(entry.QueueID)}
                    onClick={() => remove(entry)}
                  >
                    <Trash2 size={13} aria-hidden="true" />
                    Delete
                  </RowButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </>
  );
}

export function SellQueuePage() {
  return (
    <AdminFrame>
      <SellQueue />
    </AdminFrame>
  );
}
