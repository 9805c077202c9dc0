import { FileText } from 'lucide-react';
import styled from 'styled-components';
import { Link, toAed, type OrderView } from 'shared-contracts';
import { formatDate, Ltr, Money } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/catalog';
import { paymentMethodText, paymentStatusText, refundStatusText } from './payment-text';

const Refunds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 2px 12px;
    padding: 6px 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  span:first-child {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  span:last-child {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const InvoiceRow = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 16px;
`;

const InvoiceLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  text-underline-offset: 3px;
`;

/**
 * How the order is paid and where that stands; refunds show what was handed back, and a paid
 * order links to its tax invoice.
 */
export function PaymentPanel({ order }: { order: OrderView }) {
  const t = useAccountText();
  const refunds = order.Refunds ?? [];
  return (
    <dl>
      <div>
        <dt>{t('paymentMethod')}</dt>
        <dd data-testid="payment-method">{paymentMethodText(t, order.PaymentMethod)}</dd>
      </div>
      <div>
        <dt>{t('paymentStatus')}</dt>
        <dd data-testid="payment-status">{paymentStatusText(t, order.PaymentStatus)}</dd>
      </div>
      {order.RefundedAmount > 0 && (
        <div>
          <dt>{t('refunded')}</dt>
          <dd>
            <Money value={toAed(order.RefundedAmount)} />
          </dd>
        </div>
      )}
      {refunds.length > 0 && (
        <div>
          <dt id="order-refunds">{t('refunds')}</dt>
          <dd>
            <Refunds aria-labelledby="order-refunds">
              {refunds.map((refund, i) => (
                <li key={refund.Reference || i}>
                  <span>
                    <Money value={toAed(refund.Amount)} />
                  </span>
                  <span>
                    {refundStatusText(t, refund.Status)}
                    {refund.At && (
                      <>
                        {' · '}
                        <time dateTime={refund.At}>{formatDate(refund.At)}</time>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </Refunds>
          </dd>
        </div>
      )}
      {order.InvoiceNumber && (
        <div>
          <dt>{t('invoiceNumber')}</dt>
          <InvoiceRow>
            <Ltr>{order.InvoiceNumber}</Ltr>
            <InvoiceLink to={`/orders/${order.OrderID}/invoice`}>
              <FileText size={16} aria-hidden="true" />
              {t('invoice')}
            </InvoiceLink>
          </InvoiceRow>
        </div>
      )}
    </dl>
  );
}
