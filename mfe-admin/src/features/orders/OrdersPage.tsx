import { Link } from 'shared-contracts';
import { Eye } from 'lucide-react';
import styled from 'styled-components';
import { Button, Skeleton, TEXT, type Order } from 'shared-contracts';
import { useOrdersQuery } from 'shared-contracts/src/queries';
import { AdminFrame } from '../frame/AdminFrame';
import { formatDateTime } from '../../shared/format';
import { PageHeader } from '../../shared/PageHeader';
import { RowButton } from '../../shared/RowActions';
import { StatusBadge } from '../../shared/StatusBadge';
import { Clamp, NoWrap, Table, TableMessageRow, TableScroller } from '../../shared/table';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';

const DetailsLink = styled(RowButton).attrs({ as: Link })``;

const COLUMNS: { header: string; render: (order: Order) => React.ReactNode }[] = [
  { header: 'Order ID', render: (o) => o.OrderID },
  { header: 'User Name', render: (o) => <NoWrap>{o.UserName}</NoWrap> },
  { header: 'Phone Number', render: (o) => <NoWrap>{o.PhoneNumber}</NoWrap> },
  { header: 'Order Date', render: (o) => <NoWrap>{formatDateTime(o.OrderDate)}</NoWrap> },
  { header: 'Status', render: (o) => <StatusBadge status={o.Status} /> },
  { header: 'Address', render: (o) => <Clamp $width={140}>{o.Address}</Clamp> },
  { header: 'Apartment Number', render: (o) => o.ApartmentNumber || '—' },
  { header: 'City', render: (o) => <NoWrap>{o.City}</NoWrap> },
  { header: 'State', render: (o) => <NoWrap>{o.State}</NoWrap> },
  { header: 'Country', render: (o) => <NoWrap>{o.Country}</NoWrap> },
  { header: 'Street', render: (o) => <NoWrap>{o.Street}</NoWrap> },
  { header: 'Zip Code', render: (o) => o.ZipCode },
  { header: 'Notes', render: (o) => <Clamp $width={140}>{o.Notes || '—'}</Clamp> },
];

function Orders() {
  const query = useOrdersQuery();
  useQueryFailure(query.error, (error) => console.error('Error fetching orders:', error));
  const result = { state: loadStateOf(query) };
  const orders = result.state === 'ready' && Array.isArray(query.data) ? query.data : [];
  const span = COLUMNS.length + 1;
  return (
    <>
      <PageHeader
        title={TEXT.allQueuedOrders}
        lead={
          result.state === 'ready'
            ? `${orders.length} order${orders.length === 1 ? '' : 's'} placed by customers.`
            : 'Orders placed by customers.'
        }
      />
      <TableScroller tabIndex={0} role="region" aria-label="Orders table">
        <Table aria-busy={result.state === 'loading' || undefined}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.header}>{column.header}</th>
              ))}
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {result.state === 'loading' &&
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {Array.from({ length: span }, (__, j) => (
                    <td key={j}>
                      <Skeleton $height="14px" $width="64px" />
                    </td>
                  ))}
                </tr>
              ))}
            {result.state === 'error' && (
              <TableMessageRow colSpan={span}>
                The orders could not be loaded.{' '}
                <Button type="button" $variant="ghost" $small onClick={query.refetch}>
                  Try again
                </Button>
              </TableMessageRow>
            )}
            {result.state === 'ready' && orders.length === 0 && (
              <TableMessageRow colSpan={span}>No orders yet.</TableMessageRow>
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
          </tbody>
        </Table>
      </TableScroller>
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
