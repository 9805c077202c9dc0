import { FileText } from 'lucide-react';
import styled from 'styled-components';
import { Link, toAed, type OrderView } from 'shared-contracts';
import { Fact, FactList, formatDate, Ltr, Money } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';
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

const InvoiceRow = styled.span`
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
    <FactList>
      <Fact label={t('paymentMethod')} testId="payment-method">
        {paymentMethodText(t, order.PaymentMethod)}
      </Fact>
      <Fact label={t('paymentStatus')} testId="payment-status">
        {paymentStatusText(t, order.PaymentStatus)}
      </Fact>
      {order.RefundedAmount > 0 && (
        <Fact label={t('refunded')}>
          <Money value={toAed(order.RefundedAmount)} />
        </Fact>
      )}
      {refunds.length > 0 && (
        <Fact label={t('refunds')} labelId="order-refunds">
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
        </Fact>
      )}
      {order.InvoiceNumber && (
        <Fact label={t('invoiceNumber')}>
          <InvoiceRow>
            <Ltr>{order.InvoiceNumber}</Ltr>
            <InvoiceLink to={`/orders/${order.OrderID}/invoice`}>
              <FileText size={16} aria-hidden="true" />
              {t('invoice')}
            </InvoiceLink>
          </InvoiceRow>
        </Fact>
      )}
    </FactList>
  );
}
