import { toAed, type OrderView } from 'shared-contracts';
import { Money } from 'shared-contracts/src/ui-extras';
import { useAccountText } from '../../i18n/catalog';
import { paymentMethodText, paymentStatusText } from './payment-text';

/** How the order is paid and where that stands; a refund shows what was handed back. */
export function PaymentPanel({ order }: { order: OrderView }) {
  const t = useAccountText();
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
    </dl>
  );
}
