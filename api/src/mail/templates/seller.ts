import { productPath, type MailContent, type MessageOf, type TemplateContext } from './content';
import { money, productName } from './format';

/** The seller's sales, on My Items. */
const SALES_PATH = '/userDetails/Sold';

export function itemApproved(
  message: MessageOf<'item_approved'>,
  { copy, language }: TemplateContext,
): MailContent {
  const words = copy.itemApproved;
  const name = productName(message.product, language);
  return {
    subject: words.subject(name),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(name) },
      { type: 'text', text: words.next },
      { type: 'action', label: words.action, href: productPath(message.product.id) },
    ],
  };
}

export function itemIgnored(
  message: MessageOf<'item_ignored'>,
  { copy }: TemplateContext,
): MailContent {
  const words = copy.itemIgnored;
  return {
    subject: words.subject(message.itemName),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(message.itemName) },
      { type: 'text', text: words.next },
      { type: 'action', label: words.action, href: '/sell' },
    ],
  };
}

export function itemSold(
  message: MessageOf<'item_sold'>,
  { copy, language }: TemplateContext,
): MailContent {
  const words = copy.itemSold;
  const name = productName(message.product, language);
  const amount = money(message.payoutFils, language);
  const pieces = copy.pieces(message.quantity);
  return {
    subject: words.subject(name),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(pieces, name, String(message.orderId)) },
      {
        type: 'text',
        text:
          message.payoutDelayDays === 0
            ? words.payoutOnDelivery(amount)
            : words.payoutLater(amount, copy.days(message.payoutDelayDays)),
      },
      { type: 'action', label: words.action, href: SALES_PATH },
    ],
  };
}

export function payoutPaid(
  message: MessageOf<'payout_paid'>,
  { copy, language }: TemplateContext,
): MailContent {
  const words = copy.payoutPaid;
  const amount = money(message.amountFils, language);
  return {
    subject: words.subject(amount),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(amount, copy.pieces(message.items)) },
      { type: 'action', label: words.action, href: SALES_PATH },
    ],
  };
}
