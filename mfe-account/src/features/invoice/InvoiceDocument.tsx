import styled from 'styled-components';
import {
  BREAKPOINTS,
  localName,
  toAed,
  useCommonText,
  useLanguage,
  vatPercent,
  type Invoice,
} from 'shared-contracts';
import { Ltr, Money, richMessage } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/catalog';
import { paymentMethodText, paymentStatusText } from '../orders/payment-text';
import { formatInvoiceDate } from './invoice-date';
import { INVOICE_DOCUMENT, InvoicePrintStyle } from './print-style';

/** Narrow screens only: a printed page keeps the full table whatever its width. */
const narrow = `@media screen and (max-width: ${BREAKPOINTS.mobileMax}px)`;

/** A sheet of paper on screen; on paper, the page itself. */
export const Paper = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 56px 64px 48px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  line-height: 1.5;
  ${narrow} {
    padding: 24px 18px 28px;
    font-size: 13px;
  }
  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    box-shadow: none;
    font-size: 11pt;
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 24px 40px;
  padding-bottom: 28px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  ${narrow} {
    flex-direction: column;
    gap: 20px;
    padding-bottom: 20px;
  }
`;

const Brand = styled.div`
  max-width: 340px;
  p {
    margin: 0;
  }
`;

const SellerName = styled.p`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 26px;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.ink};
  && {
    margin-bottom: 6px;
  }
`;

const Address = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.div`
  text-align: end;
  h1 {
    margin: 0 0 14px;
    font-size: 30px;
    letter-spacing: 0.04em;
  }
  ${narrow} {
    text-align: start;
    h1 {
      font-size: 24px;
    }
  }
`;

/** Label and value pairs: invoice number, date, order; the TRN; the payment. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 4px 18px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
  ${narrow} {
    justify-content: start;
  }
`;

const SellerFacts = styled(Facts)`
  justify-content: start;
  margin-top: 10px;
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px 40px;
  padding: 28px 0;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    padding: 20px 0;
  }
  address {
    font-style: normal;
  }
  address > span {
    display: block;
  }
`;

const Label = styled.h2`
  margin: 0 0 8px;
  font-family: inherit;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const BuyerName = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const PaymentFacts = styled(Facts)`
  justify-content: start;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th {
    padding: 10px 8px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-align: start;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
  td {
    padding: 14px 8px;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .number {
    text-align: end;
    white-space: nowrap;
  }
  ${narrow} {
    .wide {
      display: none;
    }
    th,
    td {
      padding-inline: 4px;
    }
  }
  @media print {
    th {
      background: none;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

const ItemName = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 500;
`;

/** Under the item on a narrow screen: the quantity and unit price its hidden columns hold. */
const ItemDetail = styled.span`
  display: none;
  margin-top: 2px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  ${narrow} {
    display: block;
  }
`;

const Summary = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: 20px;
`;

const Totals = styled.dl`
  width: min(100%, 340px);
  margin: 0;
  /* Amounts line up with the table's Amount column. */
  padding-inline-end: 8px;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 5px 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    color: ${({ theme }) => theme.colors.ink};
  }
  .total {
    margin-top: 8px;
    padding-top: 12px;
    border-top: 2px solid ${({ theme }) => theme.colors.ink};
    font-size: 17px;
    font-weight: 700;
  }
  .total dt {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Refunded = styled.p`
  margin: 16px 0 0;
  padding: 10px 14px;
  text-align: end;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  @media print {
    padding: 0;
    background: none;
  }
`;

const Foot = styled.footer`
  margin-top: 36px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

/** The tax invoice of a paid order, laid out as the document it is, on screen and on paper. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useAccountText();
  const common = useCommonText();
  const language = useLanguage();
  const { Seller, Buyer, Totals: totals } = invoice;
  const money = (fils: number) => <Money value={toAed(fils)} />;
  return (
    <Paper {...{ [INVOICE_DOCUMENT]: '' }} aria-labelledby="invoice-title">
      <InvoicePrintStyle />
      <Top>
        <Brand>
          <SellerName>{Seller.Name}</SellerName>
          <Address>{Seller.Address}</Address>
          <SellerFacts>
            <dt>{t('trn')}</dt>
            <dd>
              <Ltr>{Seller.Trn}</Ltr>
            </dd>
          </SellerFacts>
        </Brand>
        <Title>
          <h1 id="invoice-title">{t('taxInvoice')}</h1>
          <Facts>
            <dt>{t('invoiceNumber')}</dt>
            <dd data-testid="invoice-number">
              <Ltr>{invoice.InvoiceNumber}</Ltr>
            </dd>
            <dt>{t('invoiceDate')}</dt>
            <dd data-testid="invoice-date">
              <time dateTime={invoice.InvoiceDate}>
                {formatInvoiceDate(invoice.InvoiceDate, language)}
              </time>
            </dd>
            <dt>{t('invoiceOrder')}</dt>
            <dd data-testid="invoice-order">{t('orderNumber', { id: invoice.OrderID })}</dd>
          </Facts>
        </Title>
      </Top>

      <Parties>
        <section aria-labelledby="invoice-bill-to">
          <Label id="invoice-bill-to">{t('billTo')}</Label>
          <address>
            <BuyerName>{Buyer.Name}</BuyerName>
            {Buyer.Address.filter(Boolean).map((line, i) => (
              <span key={i}>{line}</span>
            ))}
            {Buyer.Phone && (
              <span>
                <Ltr>{Buyer.Phone}</Ltr>
              </span>
            )}
            {Buyer.Email && (
              <span>
                <Ltr>{Buyer.Email}</Ltr>
              </span>
            )}
          </address>
        </section>
        <section aria-labelledby="invoice-payment">
          <Label id="invoice-payment">{t('payment')}</Label>
          <PaymentFacts>
            <dt>{t('paymentMethod')}</dt>
            <dd data-testid="invoice-payment-method">
              {paymentMethodText(t, invoice.PaymentMethod)}
            </dd>
            <dt>{t('paymentStatus')}</dt>
            <dd data-testid="invoice-payment-status">
              {paymentStatusText(t, invoice.PaymentStatus)}
            </dd>
          </PaymentFacts>
        </section>
      </Parties>

      <Table>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col" className="number wide">
              {t('qty')}
            </th>
            <th scope="col" className="number wide">
              {t('unitPrice')}
            </th>
            <th scope="col" className="number">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.Lines.map((line) => (
            <tr key={line.ProductID}>
              <td>
                <ItemName>{localName(line.ProductName, line.ProductNameAr, language)}</ItemName>
                <ItemDetail>
                  {richMessage((values) => t('quantityTimesPrice', values), {
                    n: line.Quantity,
                    price: money(line.UnitPrice),
                  })}
                </ItemDetail>
              </td>
              <td className="number wide">{line.Quantity}</td>
              <td className="number wide">{money(line.UnitPrice)}</td>
              <td className="number">{money(line.Amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>

      <Summary>
        <Totals>
          <div>
            <dt>{common('totalsSubtotal')}</dt>
            <dd data-testid="invoice-subtotal">{money(totals.Subtotal)}</dd>
          </div>
          {totals.Discount > 0 && (
            <div>
              <dt>
                {invoice.CouponCode
                  ? richMessage((values) => t('discountCode', values), {
                      code: <Ltr>{invoice.CouponCode}</Ltr>,
                    })
                  : common('totalsDiscount')}
              </dt>
              <dd data-testid="invoice-discount">−{money(totals.Discount)}</dd>
            </div>
          )}
          <div>
            <dt>{common('totalsShipping')}</dt>
            <dd data-testid="invoice-shipping">{money(totals.Shipping)}</dd>
          </div>
          <div>
            <dt>{common('totalsVat', { rate: vatPercent(totals.VatRate) })}</dt>
            <dd data-testid="invoice-vat">{money(totals.VAT)}</dd>
          </div>
          <div className="total">
            <dt>{common('totalsTotal')}</dt>
            <dd data-testid="invoice-total">{money(totals.Total)}</dd>
          </div>
        </Totals>
      </Summary>
      {invoice.RefundedAmount > 0 && (
        <Refunded data-testid="invoice-refunded">
          {richMessage((values) => t('invoiceRefunded', values), {
            amount: money(invoice.RefundedAmount),
          })}
        </Refunded>
      )}

      <Foot>
        <p>{t('pricesIncludeVat')}</p>
      </Foot>
    </Paper>
  );
}
