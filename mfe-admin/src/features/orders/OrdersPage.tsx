import { useEffect } from 'react';
import { Eye } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Link,
  PAGE_SIZES,
  PAYMENT_STATUS_LABELS,
  pageCountOf,
  Skeleton,
  type Order,
} from 'shared-contracts';
import { ADMIN_SCREEN_TEXT } from 'shared-contracts/src/admin-text';
import { SelectField } from 'shared-contracts/src/ui-extras';
import { ORDER_STATUSES, useOrdersPageQuery } from 'shared-contracts/src/queries';
import { AdminFrame } from '../frame/AdminFrame';
import { ListFooter } from '../list/ListFooter';
import { formatDateTime } from '../../shared/format';
import { PageHeader } from '../../shared/PageHeader';
import { RowButton } from '../../shared/RowActions';
import { StatusBadge } from '../../shared/StatusBadge';
import { Clamp, NoWrap, Table, TableMessageRow, TableScroller } from '../../shared/table';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { ORDER_TEXT } from './texts';
import { useOrderFilters } from './use-order-filters';

const DetailsLink = styled(RowButton).attrs({ as: Link })``;

const Faded = styled.tbody<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 0.2s ease;
`;

/** The filter sits in the header's action row: no field margin under it there. */
const Filter = styled.div`
  min-width: 200px;
  > div {
    margin-bottom: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
  }
`;

const COLUMNS: { header: string; render: (order: Order) => React.ReactNode }[] = [
  { header: 'Order ID', render: (o) => o.OrderID },
  { header: 'User Name', render: (o) => <NoWrap>{o.UserName}</NoWrap> },
  { header: 'Phone Number', render: (o) => <NoWrap>{o.PhoneNumber}</NoWrap> },
  { header: 'Order Date', render: (o) => <NoWrap>{formatDateTime(o.OrderDate)}</NoWrap> },
  { header: 'Status', render: (o) => <StatusBadge status={o.Status} /> },
  {
    header: 'Payment',
    render: (o) => <NoWrap>{PAYMENT_STATUS_LABELS[o.PaymentStatus] ?? o.PaymentStatus}</NoWrap>,
  },
  { header: 'Address', render: (o) => <Clamp $width={140}>{o.Address}</Clamp> },
  { header: 'Apartment Number', render: (o) => o.ApartmentNumber || '—' },
  { header: 'City', render: (o) => <NoWrap>{o.City}</NoWrap> },
  { header: 'State', render: (o) => <NoWrap>{o.State}</NoWrap> },
  { header: 'Country', render: (o) => <NoWrap>{o.Country}</NoWrap> },
  { header: 'Street', render: (o) => <NoWrap>{o.Street}</NoWrap> },
  { header: 'Zip Code', render: (o) => o.ZipCode },
  { header: 'Notes', render: (o) => <Clamp $width={140}>{o.Notes || '—'}</Clamp> },
];

/** The orders, newest first as the server pages them, optionally of one status. */
function Orders() {
  const { status, page, setStatus, setPage } = useOrderFilters();
  const limit = PAGE_SIZES.orders;
  const query = useOrdersPageQuery(status ? { page, limit, status } : { page, limit });
  useQueryFailure(query.error, (error) => console.error('Error fetching orders:', error));
  const state = loadStateOf(query);
  const failed = state === 'error';
  const orders = failed || !Array.isArray(query.data?.data) ? [] : query.data.data;
  const total = failed ? 0 : Number(query.data?.total) || 0;
  const pageCount = pageCountOf(total, limit);
  const span = COLUMNS.length + 1;

  // A page past the end (an old link, or orders that moved to another status) shows the last one.
  useEffect(() => {
    if (state === 'ready' && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [state, page, pageCount, setPage]);

  return (
    <>
      <PageHeader
        title={ADMIN_SCREEN_TEXT.allQueuedOrders}
        lead={
          state === 'ready'
            ? `${total} ${status ? `${status} ` : ''}order${total === 1 ? '' : 's'}${status ? '' : ' placed by customers'}.`
            : 'Orders placed by customers.'
        }
        actions={
          <Filter>
            <SelectField
              label="Status"
              value={status ?? ''}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">{ORDER_TEXT.allStatuses}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
          </Filter>
        }
      />
      <TableScroller tabIndex={0} role="region" aria-label="Orders table">
        <Table aria-busy={state === 'loading' || undefined}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.header}>{column.header}</th>
              ))}
              <th>Details</th>
            </tr>
          </thead>
          <Faded $busy={state === 'loading' && orders.length > 0}>
            {state === 'loading' &&
              orders.length === 0 &&
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {Array.from({ length: span }, (__, j) => (
                    <td key={j}>
                      <Skeleton $height="14px" $width="64px" />
                    </td>
                  ))}
                </tr>
              ))}
            {failed && (
              <TableMessageRow colSpan={span}>
                {ORDER_TEXT.loadFailed}{' '}
                <Button type="button" $variant="ghost" $small onClick={query.refetch}>
                  Try again
                </Button>
              </TableMessageRow>
            )}
            {state === 'ready' && orders.length === 0 && (
              <TableMessageRow colSpan={span}>
                {status ? ORDER_TEXT.noOrdersWithStatus(status) : ORDER_TEXT.noOrders}
              </TableMessageRow>
            )}
            {orders.map((order) => (
              <tr key={order.OrderID}>
                {COLUMNS.map((column) => (
                  <td key={column.header}>{column.render(order)}</td>
                ))}
                <td>
                  <DetailsLink to={`/ShowOrderDetails/${order.OrderID}`}>
                    <Eye size={13} aria-hidden="true" />
                    View Details
                  </DetailsLink>
                </td>
              </tr>
            ))}
          </Faded>
        </Table>
      </TableScroller>
      <ListFooter
        ready={state === 'ready'}
        page={page}
        pageSize={limit}
        pageCount={pageCount}
        shown={orders.length}
        total={total}
        onPageChange={setPage}
      />
    </>
  );
}

export function OrdersPage() {
  return (
    <AdminFrame>
      <Orders />
    </AdminFrame>
  );
}
