import {
  localName,
  toAed,
  useCommonText,
  useLanguage,
  vatPercent,
  type Invoice,
} from 'shared-contracts';
import { Ltr, Money, richMessage } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';
import { paymentMethodText, paymentStatusText } from '../orders/payment-text';
import { formatInvoiceDate } from './invoice-date';
import { INVOICE_DOCUMENT, InvoicePrintStyle } from './print-style';
import {
  Address,
  Brand,
  BuyerName,
  Facts,
  Foot,
  ItemDetail,
  ItemName,
  Label,
  Paper,
  Parties,
  PaymentFacts,
  Refunded,
  SellerFacts,
  SellerName,
  Summary,
  Table,
  Title,
  Top,
  Totals,
} from './InvoiceDocument.styles';

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
