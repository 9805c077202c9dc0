import { ArrowLeft, FileText } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  formatAed,
  Link,
  linesTotal,
  useNavigate,
  useNotify,
  useParams,
  type OrderDetail,
  type OrderLine,
} from 'shared-contracts';
import { ADMIN_ERRORS, ADMIN_SCREEN_TEXT } from 'shared-contracts/admin-text';
import { useOrderDetailsQuery, useOrderViewQuery } from '../../api';
import { AdminFrame } from '../frame/AdminFrame';
import { RecordTable } from '../list/RecordTable';
import type { RecordColumn } from '../list/types';
import { PageHeader } from '../../shared/PageHeader';
import { Thumb } from '../../shared/Thumb';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { OrderSummary } from './OrderSummary';
import { ORDER_TEXT } from './texts';

const LinkButton = styled(Button).attrs({ as: Link })``;

const Product = styled.span`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 180px;
  span {
    overflow-wrap: anywhere;
  }
`;

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

/** The order detail columns, with the product's photo and name beside its id. */
function lineColumns(products: Map<number, OrderLine>): RecordColumn<OrderDetail>[] {
  return [
    { header: 'Order Detail ID', render: (line) => line.OrderDetailsID },
    { header: 'Order ID', render: (line) => line.OrderID },
    { header: 'Product ID', render: (line) => line.ProductID },
    {
      header: 'Product',
      wide: true,
      render: (line) => {
        const product = products.get(line.OrderDetailsID);
        return (
          <Product>
            <Thumb
              src={product?.Image}
              alt={product?.ProductName || `Product ${line.ProductID}`}
              size={48}
            />
            <span>{product?.ProductName || '—'}</span>
          </Product>
        );
      },
    },
    { header: 'Quantity', numeric: true, render: (line) => line.Quantity },
    { header: 'Price', numeric: true, render: (line) => formatAed(line.Price) },
  ];
}

function OrderDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useOrderDetailsQuery(Number(id));
  useQueryFailure(query.error, (error) => {
    console.error(ADMIN_ERRORS.orderDetails, error);
    notify.error(ADMIN_ERRORS.orderDetails);
  });
  const state = loadStateOf(query);
  const lines = state !== 'error' && Array.isArray(query.data) ? query.data : [];
  const total = linesTotal(lines.map((line) => ({ ...line, OfferPrice: 0 })));
  // The detail lines carry no product name or photo: the order's view has them (the same cache
  // entry as the summary's, so no second request).
  const view = useOrderViewQuery(Number(id));
  const products = new Map<number, OrderLine>(
    (Array.isArray(view.data?.Lines) ? view.data.Lines : []).map((line) => [
      line.OrderDetailsID,
      line,
    ]),
  );
  const invoice = view.data?.InvoiceNumber;
  return (
    <>
      <PageHeader
        title={ADMIN_SCREEN_TEXT.orderDetails}
        lead={`Order #${id}`}
        actions={
          <>
            {invoice && (
              <LinkButton to={`/orders/${id}/invoice`} $variant="ghost" title={invoice}>
                <FileText size={16} aria-hidden="true" />
                {ORDER_TEXT.invoice}
              </LinkButton>
            )}
            <Button type="button" $variant="ghost" onClick={() => navigate('/ShowOrders')}>
              <ArrowLeft size={16} aria-hidden="true" />
              {ADMIN_SCREEN_TEXT.backToOrders}
            </Button>
          </>
        }
      />
      <OrderSummary orderId={Number(id)} />
      <RecordTable
        label="Order lines table"
        columns={lineColumns(products)}
        rows={lines}
        idOf={(line) => line.OrderDetailsID}
        state={state}
        skeletonRows={3}
        empty="This order has no lines."
        failed="The order lines could not be loaded."
        onRetry={query.refetch}
      />
      {state === 'ready' && lines.length > 0 && (
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
