import { productPath, type MailContent, type MessageOf, type TemplateContext } from './content';
import { money, productName } from './format';

export function priceDrop(
  message: MessageOf<'price_drop'>,
  { copy, language }: TemplateContext,
): MailContent {
  const words = copy.priceDrop;
  const name = productName(message.product, language);
  return {
    subject: words.subject(name),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(name) },
      {
        type: 'rows',
        rows: [
          { label: words.was, value: money(message.oldFils, language) },
          { label: words.now, value: money(message.newFils, language), strong: true },
        ],
      },
      { type: 'action', label: words.action, href: productPath(message.product.id) },
    ],
    footnote: copy.alertsFootnote,
  };
}

export function backInStock(
  message: MessageOf<'back_in_stock'>,
  { copy, language }: TemplateContext,
): MailContent {
  const words = copy.backInStock;
  const name = productName(message.product, language);
  return {
    subject: words.subject(name),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(name, money(message.priceFils, language)) },
      { type: 'text', text: words.hurry },
      { type: 'action', label: words.action, href: productPath(message.product.id) },
    ],
    footnote: copy.alertsFootnote,
  };
}
