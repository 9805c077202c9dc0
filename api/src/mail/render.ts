import type { Language } from '../contracts';
import type { MailMessage, Recipient } from './messages';
import { accountMail, passwordReset } from './templates/account';
import type { MailContent, TemplateContext } from './templates/content';
import type { MailCopy } from './templates/copy';
import { AR } from './templates/copy.ar';
import { EN } from './templates/copy.en';
import { backInStock, priceDrop } from './templates/favourites';
import { layoutHtml, layoutText } from './templates/layout';
import { orderPlaced, paymentReceived } from './templates/order-placed';
import {
  orderCancelled,
  orderDelivered,
  orderReturned,
  orderShipped,
  orderStatus,
} from './templates/order-status';
import { itemApproved, itemIgnored, itemSold, payoutPaid } from './templates/seller';

const MAIL_COPY: Record<Language, MailCopy> = { en: EN, ar: AR };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Each kind's template. */
function contentOf(message: MailMessage, ctx: TemplateContext): MailContent {
  switch (message.kind) {
    case 'order_placed':
      return orderPlaced(message, ctx);
    case 'payment_received':
      return paymentReceived(message, ctx);
    case 'order_status':
      return orderStatus(message, ctx);
    case 'order_shipped':
      return orderShipped(message, ctx);
    case 'order_delivered':
      return orderDelivered(message, ctx);
    case 'order_cancelled':
      return orderCancelled(message, ctx);
    case 'order_returned':
      return orderReturned(message, ctx);
    case 'item_approved':
      return itemApproved(message, ctx);
    case 'item_ignored':
      return itemIgnored(message, ctx);
    case 'item_sold':
      return itemSold(message, ctx);
    case 'payout_paid':
      return payoutPaid(message, ctx);
    case 'password_reset':
      return passwordReset(message, ctx);
    case 'price_drop':
      return priceDrop(message, ctx);
    case 'back_in_stock':
      return backInStock(message, ctx);
    case 'account':
      return accountMail(message, ctx);
  }
}

/**
 * A mail's subject, plain text and HTML in the recipient's language, its links absolute from
 * `site` (the shop's public origin).
 */
export function renderMail(to: Recipient, message: MailMessage, site: string): RenderedMail {
  const language = to.language === 'ar' ? 'ar' : 'en';
  const ctx: TemplateContext = {
    copy: MAIL_COPY[language],
    language,
    site: site.replace(/\/+$/, ''),
  };
  const content = contentOf(message, ctx);
  const page = { ...ctx, name: to.name };
  return {
    subject: content.subject,
    text: layoutText(content, page),
    html: layoutHtml(content, page),
  };
}
