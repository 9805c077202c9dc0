import { useRef } from 'react';
import { ReceiptText } from 'lucide-react';
import {
  Button,
  Link,
  Navigate,
  PAGE_SIZES,
  PageContainer,
  PageTitle,
  Skeleton,
  pageCountOf,
  selectUser,
  useAppSelector,
  useSearchParams,
} from 'shared-contracts';
import { skipToken, useLoggedError } from 'shared-contracts/queries';
import { useMyOrdersQuery } from '../../api';
import { SignInPrompt } from '../../app/SignInPrompt';
import { Pagination, formatDate, Money } from 'shared-contracts/ui-extras';
import { orderTitle } from './order-text';
import { StatusBadge } from './StatusBadge';
import { Footer, Lead, Table } from './MyOrdersPage.styles';
import { EmptyState, LoadFailure } from '../../app/page-states';
import { useAccountText, type AccountKey } from '../../i18n/messages';

const COLUMNS: { key: AccountKey; number?: boolean }[] = [
  { key: 'columnOrder' },
  { key: 'columnDate' },
  { key: 'columnPieces', number: true },
  { key: 'total', number: true },
  { key: 'columnStatus' },
];

function ListSkeleton() {
  const t = useAccountText();
  return (
    <div aria-busy="true" aria-label={t('ordersLoading')}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 24, padding: '20px 4px' }}>
          <Skeleton $height="16px" $width="22%" />
          <Skeleton $height="16px" $width="18%" />
          <Skeleton $height="16px" $width="10%" />
          <Skeleton $height="16px" $width="18%" />
          <Skeleton $height="16px" $width="14%" />
        </div>
      ))}
    </div>
  );
}

/** The 1-based page of `?page=`, 1 when missing or not a whole number. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** My Orders (/orders): the signed-in user's orders, newest first, a page at a time. */
export function MyOrdersPage() {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const limit = PAGE_SIZES.myOrders;
  const query = useMyOrdersQuery(user ? { page, limit } : skipToken);
  const top = useRef<HTMLHeadingElement>(null);
  const t = useAccountText();
  useLoggedError(query.error, 'Error fetching your orders:');

  if (!user) {
    return (
      <PageContainer>
        <PageTitle>{t('myOrders')}</PageTitle>
        <SignInPrompt title={t('ordersSignInTitle')} text={t('ordersSignInText')} />
      </PageContainer>
    );
  }

  // The next page starts at the top of the list, not where the pagination was clicked.
  const goTo = (next: number) => {
    top.current?.scrollIntoView?.({ block: 'nearest' });
    setParams(next > 1 ? { page: String(next) } : {});
  };
  const data = query.currentData;
  const orders = data?.data ?? [];
  const pageCount = pageCountOf(data?.total ?? 0, limit);

  let body;
  if (query.isError && !query.isFetching) {
    body = (
      <LoadFailure>
        <span>{t('ordersLoadError')}</span>
        <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </LoadFailure>
    );
  } else if (!data) {
    body = <ListSkeleton />;
  } else if (orders.length === 0 && page > 1) {
    // A page past the last one (an old link, or orders cancelled away): start at the first.
    body = <Navigate to="/orders" replace />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState>
        <ReceiptText size={40} strokeWidth={1.2} aria-hidden="true" />
        <p>{t('ordersEmpty')}</p>
        <Button as={Link} to="/Items" $variant="secondary">
          {t('shopWhatsNew')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Table aria-label={t('myOrders')}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className={column.number ? 'number' : undefined}>
                  {t(column.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.OrderID}>
                <td className="order">
                  <Link to={`/orders/${order.OrderID}`}>{orderTitle(t, order.OrderID)}</Link>
                </td>
                <td data-label={t('columnDate')}>{formatDate(order.OrderDate)}</td>
                <td data-label={t('columnPieces')} className="number">
                  {order.Pieces}
                </td>
                <td data-label={t('total')} className="number">
                  <Money value={order.Total} />
                </td>
                <td className="status">
                  <StatusBadge status={order.Status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {pageCount > 1 && (
          <Footer>
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={goTo}
            />
          </Footer>
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <PageTitle ref={top}>{t('myOrders')}</PageTitle>
      <Lead>{t('ordersLead')}</Lead>
      {body}
    </PageContainer>
  );
}
