import { vatPercent } from '../../contracts';
import {
  orderPath,
  type MailContent,
  type MessageOf,
  type Row,
  type TemplateContext,
} from './content';
import { money, productName } from './format';

/** The lines and totals as checkout shows them; the discount names its code. */
function summary(message: MessageOf<'order_placed'>, { copy, language }: TemplateContext) {
  const { totals } = message;
  const words = copy.totals;
  const lines: Row[] = message.lines.map((line) => ({
    label: copy.line(line.quantity, productName(line.product, language)),
    value: money(line.unitFils * line.quantity, language),
  }));
  const sums: Row[] = [
    { label: words.subtotal, value: money(totals.Subtotal, language) },
    ...(totals.Discount > 0
      ? [
          {
            label: words.discount(message.couponCode),
            value: `−${money(totals.Discount, language)}`,
          },
        ]
      : []),
    {
      label: words.shipping,
      value: totals.Shipping === 0 ? words.free : money(totals.Shipping, language),
    },
    { label: words.vat(vatPercent(totals.VatRate)), value: money(totals.VAT, language) },
    { label: words.total, value: money(totals.Total, language), strong: true },
  ];
  return { lines, sums };
}

export function orderPlaced(message: MessageOf<'order_placed'>, ctx: TemplateContext): MailContent {
  const words = ctx.copy.orderPlaced;
  const id = String(message.orderId);
  const { lines, sums } = summary(message, ctx);
  return {
    subject: words.subject(id),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.intro(id) },
      { type: 'rows', rows: lines },
      { type: 'rows', rows: sums },
      { type: 'text', text: words.payment(ctx.copy.methods[message.method]) },
      { type: 'text', text: words.next[message.method] },
      { type: 'action', label: ctx.copy.viewOrder, href: orderPath(message.orderId) },
    ],
  };
}

export function paymentReceived(
  message: MessageOf<'payment_received'>,
  { copy, language }: TemplateContext,
): MailContent {
  const words = copy.paymentReceived;
  const id = String(message.orderId);
  const amount = money(message.amountFils, language);
  return {
    subject: words.subject(id),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(amount, id, copy.methods[message.method]) },
      { type: 'text', text: words.invoice },
      { type: 'action', label: words.action, href: `${orderPath(message.orderId)}/invoice` },
    ],
  };
}
