import { useCommonText, type StoredTotals } from 'shared-contracts';
import { Ltr, OrderTotalsList, richMessage } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';

interface OrderTotalsProps {
  /** The order's stored amounts in fils. */
  totals: StoredTotals;
  /** The coupon code the order used, which names its discount; null when none. */
  couponCode: string | null;
  /** Prefix of each amount's data-testid ('order' -> 'order-total'). */
  testId: string;
}

/** An order's totals, its discount named after the coupon code ('Discount (SALE)'). */
export function OrderTotals({ totals, couponCode, testId }: OrderTotalsProps) {
  const common = useCommonText();
  const t = useAccountText();
  const discountLabel = couponCode
    ? richMessage((values) => t('discountCode', values), { code: <Ltr>{couponCode}</Ltr> })
    : common('totalsDiscount');
  return (
    <OrderTotalsList
      totals={totals}
      vatRate={totals.VatRate}
      testId={testId}
      discountLabel={discountLabel}
    />
  );
}
