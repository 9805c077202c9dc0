import { useNavigate, useParams } from 'shared-contracts';
import { ADMIN_ERRORS, ADMIN_SCREEN_TEXT } from 'shared-contracts/src/admin-text';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { Button, formatAed, linesTotal, Skeleton, useNotify } from 'shared-contracts';
import { useOrderDetailsQuery } from 'shared-contracts/src/queries';
import { AdminFrame } from '../frame/AdminFrame';
import { PageHeader } from '../../shared/PageHeader';
import { NumberCell, Table, TableMessageRow, TableScroller } from '../../shared/table';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { OrderSummary } from './OrderSummary';

/** The order's total, under its lines (not a table row: the table holds the lines only). */
const Total = styled.p`
  display: flex;
  justify-content: flex-end;
  gap: 16px;
  margin: 12px 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

function OrderDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useOrderDetailsQuery(Number(id));
  useQueryFailure(query.error, (error) => {
    console.error(ADMIN_ERRORS.orderDetails, error);
    notify.error(ADMIN_ERRORS.orderDetails);
  });
  const result = { state: loadStateOf(query) };
  const lines = result.state === 'ready' && Array.isArray(query.data) ? query.data : [];
  const total = linesTotal(lines.map((line) => ({ ...line, OfferPrice: 0 })));
  return (
    <>
      <PageHeader
        title={ADMIN_SCREEN_TEXT.orderDetails}
        lead={`Order #${id}`}
        actions={
          <Button type="button" $variant="ghost" onClick={() => navigate('/ShowOrders')}>
            <ArrowLeft size={16} aria-hidden="true" />
            {ADMIN_SCREEN_TEXT.backToOrders}
          </Button>
        }
      />
      <OrderSummary orderId={Number(id)} />
      <TableScroller tabIndex={0} role="region" aria-label="Order lines table">
        <Table aria-busy={result.state === 'loading' || undefined}>
          <thead>
            <tr>
              <th>Order Detail ID</th>
              <th>Order ID</th>
              <th>Product ID</th>
              <th style={{ textAlign: 'right' }}>Quantity</th>
              <th style={{ textAlign: 'right' }}>Price</th>
            </tr>
          </thead>
          <tbody>
            {result.state === 'loading' &&
              Array.from({ length: 3 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {Array.from({ length: 5 }, (__, j) => (
                    <td key={j}>
                      <Skeleton $height="14px" $width="64px" />
                    </td>
                  ))}
                </tr>
              ))}
            {result.state === 'error' && (
              <TableMessageRow colSpan={5}>The order lines could not be loaded.</TableMessageRow>
            )}
            {result.state === 'ready' && lines.length === 0 && (
              <TableMessageRow colSpan={5}>This order has no lines.</TableMessageRow>
            )}
            {lines.map((line) => (
              <tr key={line.OrderDetailsID}>
                <td>{line.OrderDetailsID}</td>
                <td>{line.OrderID}</td>
                <td>{line.ProductID}</td>
                <NumberCell>{line.Quantity}</NumberCell>
                <NumberCell>{formatAed(line.Price)}</NumberCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
      {lines.length > 0 && (
        <Total>
          <span>Order total</span>
          <span>{formatAed(total)}</span>
        </Total>
      )}
    </>
  );
}

export function OrderDetailsPage() {
  return (
    <AdminFrame>
      <OrderDetails />
    </AdminFrame>
  );
}
