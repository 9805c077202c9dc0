import styled from 'styled-components';
import { linesTotal, localName, unitPrice, type CartItem } from 'shared-contracts';
import { useCheckoutText } from '../../i18n/catalog';
import { Ltr, Money } from 'shared-contracts/src/ui-extras';
import { ProductThumb } from '../../shared/ProductThumb';

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

const TotalRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding-top: 20px;
  span {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 26px;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** The read-only product lines of the order (ProductID, Quantity, Price) and its total. */
export function OrderSummary({ items }: { items: CartItem[] }) {
  const t = useCheckoutText();
  return (
    <Card aria-labelledby="order-summary-heading">
      <Heading id="order-summary-heading">{t('orderSummary')}</Heading>
      <Lines>
        {items.map((item) => (
          <Line key={item.ProductID} data-testid={`order-line-${item.ProductID}`}>
            <ProductThumb product={item} size={64} />
            <Body>
              <Name>{localName(item.Name, item.NameAr)}</Name>
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
      <TotalRow>
        <span>{t('total')}</span>
        <strong data-testid="order-total">
          <Money value={linesTotal(items)} />
        </strong>
      </TotalRow>
    </Card>
  );
}
