import { CheckCheck } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  ERRORS,
  formatAed,
  Notice,
  Skeleton,
  useNotify,
  type SellerPayouts,
} from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useMarkPaidMutation, usePayoutsQuery } from '../../api';
import { AdminFrame } from '../frame/AdminFrame';
import { useAccessDenied } from '../frame/admin-access';
import { PageHeader } from '../../shared/PageHeader';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { Section } from '../../shared/Section';
import { serverRefusalOf } from '../../shared/server-response';
import { NumberCell, Table, TableScroller } from '../../shared/table';
import { PAYOUT_TEXT } from './texts';

const Sellers = styled.div`
  display: grid;
  gap: 20px;
`;

const SellerHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    button {
      width: 100%;
    }
  }
`;

const Email = styled.p`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Due = styled.p`
  margin: 10px 0 0;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  output {
    margin-left: 8px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 22px;
    letter-spacing: 0;
    text-transform: none;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

function SellerPayout({ seller }: { seller: SellerPayouts }) {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [markPaid, state] = useMarkPaidMutation();
  const sales = Array.isArray(seller.Sales) ? seller.Sales : [];
  const headingId = `payout-${seller.UserID}`;

  const pay = async () => {
    if (state.isLoading || !window.confirm(PAYOUT_TEXT.confirm)) return;
    try {
      const response = await settle(markPaid(sales.map((sale) => sale.OrderDetailsID)));
      if (response?.status === 'success') notify.success(PAYOUT_TEXT.paid);
      else notify.error(PAYOUT_TEXT.failed(response?.message || ERRORS.network));
    } catch (error) {
      if (accessDenied(error)) return;
      notify.error(PAYOUT_TEXT.failed(serverRefusalOf(error) ?? ERRORS.network));
    }
  };

  return (
    <Section aria-labelledby={headingId}>
      <SellerHead>
        <div>
          <h2 id={headingId}>{seller.UserName}</h2>
          <Email>{seller.Email}</Email>
          <Due>
            <span id={`${headingId}-due`}>Amount due</span>
            <output aria-labelledby={`${headingId}-due`}>
              {formatAed(Number(seller.Amount) || 0)}
            </output>
          </Due>
        </div>
        <Button
          type="button"
          $variant="accent"
          disabled={state.isLoading || sales.length === 0}
          onClick={pay}
        >
          <CheckCheck size={16} aria-hidden="true" />
          {state.isLoading ? 'Saving…' : PAYOUT_TEXT.markPaid}
        </Button>
      </SellerHead>
      <TableScroller tabIndex={0} role="region" aria-label={`Sales of ${seller.UserName}`}>
        <Table>
          <thead>
            <tr>
              <th>Order ID</th>
              <th>Product</th>
              <th style={{ textAlign: 'right' }}>Pieces</th>
              <th style={{ textAlign: 'right' }}>Payout</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.OrderDetailsID}>
                <td>{sale.OrderID}</td>
                <td>{sale.ProductName}</td>
                <NumberCell>{sale.Quantity}</NumberCell>
                <NumberCell>{formatAed(Number(sale.Payout) || 0)}</NumberCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </Section>
  );
}

/** What each seller is owed for sales past the payout delay, and the button that records it paid. */
function Payouts() {
  const query = usePayoutsQuery();
  useQueryFailure(query.error, (error) => console.error('Error fetching payouts:', error));
  const state = loadStateOf(query);
  const sellers = state !== 'error' && Array.isArray(query.data) ? query.data : [];
  const firstLoad = state === 'loading' && sellers.length === 0;
  return (
    <>
      <PageHeader title={PAYOUT_TEXT.title} lead={PAYOUT_TEXT.lead} />
      {firstLoad && (
        <Sellers aria-busy="true">
          <Skeleton $height="180px" />
          <Skeleton $height="180px" />
        </Sellers>
      )}
      {state === 'error' && (
        <Notice $tone="error">
          {PAYOUT_TEXT.loadFailed}{' '}
          <Button type="button" $variant="ghost" $small onClick={query.refetch}>
            Try again
          </Button>
        </Notice>
      )}
      {state === 'ready' && sellers.length === 0 && (
        <Notice $tone="info">{PAYOUT_TEXT.empty}</Notice>
      )}
      {sellers.length > 0 && (
        <Sellers aria-busy={state === 'loading' || undefined}>
          {sellers.map((seller) => (
            <SellerPayout key={seller.UserID} seller={seller} />
          ))}
        </Sellers>
      )}
    </>
  );
}

export function PayoutsPage() {
  return (
    <AdminFrame>
      <Payouts />
    </AdminFrame>
  );
}
