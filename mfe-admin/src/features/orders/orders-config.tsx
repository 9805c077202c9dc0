import { Eye } from 'lucide-react';
import styled from 'styled-components';
import {
  BREAKPOINTS,
  formatAed,
  Link,
  PAGE_SIZES,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderStatus,
} from 'shared-contracts';
import { ADMIN_SCREEN_TEXT } from 'shared-contracts/admin-text';
import { isOrderStatus, ORDER_STATUSES } from 'shared-contracts/queries';
import { useOrdersPageQuery } from '../../api';
import type { FilteredListConfig } from '../list/types';
import { PaymentBadge } from '../../shared/PaymentBadge';
import { RowButton } from '../../shared/RowActions';
import { StatusBadge } from '../../shared/StatusBadge';
import { CellLines, NoWrap } from '../../shared/table';
import { When } from '../../shared/When';
import { ORDER_TEXT } from './texts';

const DetailsLink = styled(RowButton).attrs({ as: Link })``;

/**
 * The buyer's delivery instructions, under the address they belong to: cut after three lines in
 * a table row (whole in its title), whole on a card, where no pointer hovers.
 */
const Note = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  margin-top: 6px;
  font-size: 12.5px;
  font-style: italic;
  color: ${({ theme }) => theme.colors.muted};
  @media (max-width: ${BREAKPOINTS.tabletMax}px) {
    display: block;
  }
`;

const Address = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 150px;
  max-width: 260px;
  overflow-wrap: anywhere;
`;

/** The address parts as the courier reads them: building and street, then place, then country. */
function addressLines(order: Order): string[] {
  const street = [order.Address, order.ApartmentNumber, order.Street].filter(Boolean).join(', ');
  const place = [order.City, order.State, order.ZipCode].filter(Boolean).join(', ');
  return [street, place, order.Country].filter(Boolean);
}

/**
 * The order columns, with the address parts and the notes in one cell, and the payment (method
 * and status) and total beside them, so the list fits a laptop's window without scrolling.
 */
export const ordersConfig: FilteredListConfig<Order, OrderStatus> = {
  title: ADMIN_SCREEN_TEXT.allQueuedOrders,
  intro: 'Orders placed by customers.',
  lead: (total, status) =>
    `${total} ${status ? `${status} ` : ''}order${total === 1 ? '' : 's'}${status ? '' : ' placed by customers'}.`,
  tableLabel: 'Orders table',
  pageSize: PAGE_SIZES.orders,
  statuses: ORDER_STATUSES,
  isStatus: isOrderStatus,
  statusLabel: (status) => status,
  allStatuses: ORDER_TEXT.allStatuses,
  usePage: useOrdersPageQuery,
  idOf: (order) => order.OrderID,
  columns: [
    { header: 'Order ID', render: (o) => o.OrderID },
    { header: 'User Name', render: (o) => o.UserName || '—' },
    { header: 'Phone Number', render: (o) => <NoWrap>{o.PhoneNumber || '—'}</NoWrap> },
    { header: 'Order Date', render: (o) => <When value={o.OrderDate} /> },
    { header: 'Status', render: (o) => <StatusBadge status={o.Status} /> },
    {
      header: 'Payment',
      render: (o) => (
        <CellLines>
          <NoWrap>{PAYMENT_METHOD_LABELS[o.PaymentMethod] ?? o.PaymentMethod}</NoWrap>
          <PaymentBadge status={o.PaymentStatus} />
        </CellLines>
      ),
    },
    {
      header: 'Total',
      numeric: true,
      render: (o) => (typeof o.Total === 'number' ? formatAed(o.Total) : '—'),
    },
    {
      header: 'Address & Notes',
      wide: true,
      render: (o) => {
        const lines = addressLines(o);
        return (
          <Address>
            {lines.length > 0 ? lines.map((line, index) => <span key={index}>{line}</span>) : '—'}
            {o.Notes && <Note title={o.Notes}>{o.Notes}</Note>}
          </Address>
        );
      },
    },
    {
      header: 'Details',
      unlabelled: true,
      render: (o) => (
        <DetailsLink to={`/ShowOrderDetails/${o.OrderID}`}>
          <Eye size={13} aria-hidden="true" />
          View Details
        </DetailsLink>
      ),
    },
  ],
  empty: ORDER_TEXT.noOrders,
  emptyWithStatus: ORDER_TEXT.noOrdersWithStatus,
  loadFailed: ORDER_TEXT.loadFailed,
  fetchError: 'Error fetching orders:',
};
