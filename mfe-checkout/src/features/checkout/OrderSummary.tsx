import styled from 'styled-components';
import { linesTotal, localName, toFils, unitPrice, type CartItem } from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';
import { Ltr, Money } from 'shared-contracts/ui-extras';
import { CouponField } from '../../shared/CouponField';
import { ProductThumb } from '../../shared/ProductThumb';
import { QuotedTotals } from '../../shared/QuotedTotals';
import type { CouponControl } from '../../shared/use-coupon-quote';
import type { QuoteState } from '../../shared/use-totals-quote';

const Card = styled.section`
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
  }
`;

const Heading = styled.h2`
  font-size: 20px;
  margin-bottom: 8px;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: flex;
  gap: 16px;
  padding: 18px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0 0 10px;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 16px;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.ink};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: space-between;
  gap: 4px 12px;
  margin: 0;
  dt {
    font-size: 10px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
    font-size: 14px;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto auto;
    justify-content: start;
    column-gap: 24px;
    div:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Totals = styled.div`
  padding-top: 20px;
`;

const Coupon = styled.div`
  padding: 20px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

interface OrderSummaryProps {
  items: CartItem[];
  /** The server's totals for the chosen Country. */
  quote: QuoteState;
  retryQuote: () => void;
  /** The coupon field; none once the order is placed. */
  coupon?: CouponControl;
  couponDisabled?: boolean;
}

/**
 * The read-only product lines of the order (ProductID, Quantity, Price), its coupon code and its
 * totals.
 */
export function OrderSummary({
  items,
  quote,
  retryQuote,
  coupon,
  couponDisabled,
}: OrderSummaryProps) {
  const t = useCheckoutText();
  return (
    <Card aria-labelledby="order-summary-heading">
      <Heading id="order-summary-heading">{t('orderSummary')}</Heading>
      <Lines>
        {items.map((item) => (
          <Line key={item.ProductID} data-testid={`order-line-${item.ProductID}`}>
            <ProductThumb product={item} size={64} />
            <Body>
              <Name dir="auto">{localName(item.Name, item.NameAr)}</Name>
              <Facts>
                <div>
                  <dt>{t('productId')}</dt>
                  <dd>
                    <Ltr>{item.ProductID}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{t('quantity')}</dt>
                  <dd>{item.Quantity}</dd>
                </div>
                <div>
                  <dt>{t('price')}</dt>
                  <dd>
                    <Money value={unitPrice(item)} />
                  </dd>
                </div>
              </Facts>
            </Body>
          </Line>
        ))}
      </Lines>
      {coupon && (
        <Coupon>
          <CouponField coupon={coupon} disabled={couponDisabled} />
        </Coupon>
      )}
      <Totals>
        <QuotedTotals
          state={quote}
          retry={retryQuote}
          subtotal={toFils(linesTotal(items))}
          testId="order"
          failedHint={t('totalsFailedCheckout')}
        />
      </Totals>
    </Card>
  );
}
