import styled from 'styled-components';
import {
  formatAed,
  Link,
  PAGE_SIZES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  toAed,
  type PaymentRecord,
  type PaymentStatus,
} from 'shared-contracts';
import { usePaymentsPageQuery } from '../../api';
import type { FilteredListConfig } from '../list/types';
import { PaymentBadge, RefundBadge } from '../../shared/PaymentBadge';
import { CellLines, Mono, NoWrap } from '../../shared/table';
import { When } from '../../shared/When';
import { PAYMENT_TEXT, PROVIDER_LABELS } from './texts';

const OrderLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  text-underline-offset: 3px;
  white-space: nowrap;
`;

const Refunds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;

const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** Amounts arrive in fils: shown in AED like the rest of the back-office. */
const aed = (fils: number) => formatAed(toAed(Number(fils) || 0));

function RefundList({ payment }: { payment: PaymentRecord }) {
  const refunds = Array.isArray(payment.Refunds) ? payment.Refunds : [];
  if (refunds.length === 0) return <>—</>;
  return (
    <Refunds aria-label={`Refunds of order #${payment.OrderID}`}>
      {refunds.map((refund, index) => (
        <li key={refund.Reference || index}>
          <CellLines>
            <NoWrap>{aed(refund.Amount)}</NoWrap>
            <RefundBadge status={refund.Status} />
          </CellLines>
        </li>
      ))}
    </Refunds>
  );
}

/** Every order's payment, newest first: what was asked, how, by whom it is handled, refunds. */
export const paymentsConfig: FilteredListConfig<PaymentRecord, PaymentStatus> = {
  title: PAYMENT_TEXT.title,
  intro: PAYMENT_TEXT.intro,
  lead: (total, status) =>
    PAYMENT_TEXT.lead(total, status ? PAYMENT_STATUS_LABELS[status] : undefined),
  tableLabel: 'Payments table',
  pageSize: PAGE_SIZES.orders,
  statuses: PAYMENT_STATUSES,
  isStatus: isPaymentStatus,
  statusLabel: (status) => PAYMENT_STATUS_LABELS[status],
  allStatuses: PAYMENT_TEXT.allStatuses,
  usePage: usePaymentsPageQuery,
  idOf: (payment) => payment.PaymentID,
  columns: [
    {
      header: 'Order',
      render: (p) => <OrderLink to={`/ShowOrderDetails/${p.OrderID}`}>#{p.OrderID}</OrderLink>,
    },
    { header: 'Buyer', render: (p) => p.BuyerName || '—' },
    { header: 'Method', render: (p) => PAYMENT_METHOD_LABELS[p.Method] ?? p.Method },
    { header: 'Provider', render: (p) => PROVIDER_LABELS[p.Provider] ?? (p.Provider || '—') },
    {
      header: 'Reference',
      wide: true,
      render: (p) =>
        p.Reference ? (
          <Mono $width={150} title={p.Reference}>
            {p.Reference}
          </Mono>
        ) : (
          '—'
        ),
    },
    { header: 'Amount', numeric: true, render: (p) => aed(p.Amount) },
    { header: 'Status', render: (p) => <PaymentBadge status={p.Status} /> },
    { header: 'Refunds', render: (p) => <RefundList payment={p} /> },
    { header: 'Date', render: (p) => <When value={p.CreatedAt} /> },
  ],
  empty: PAYMENT_TEXT.empty,
  emptyWithStatus: (status) => PAYMENT_TEXT.emptyWithStatus(PAYMENT_STATUS_LABELS[status]),
  loadFailed: PAYMENT_TEXT.loadFailed,
  fetchError: PAYMENT_TEXT.fetchError,
};
