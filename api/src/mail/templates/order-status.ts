import { HOLD_RELEASED_NOTE } from '../../contracts';
import type { MailRefund } from '../messages';
import {
  orderPath,
  type Block,
  type MailContent,
  type MessageOf,
  type TemplateContext,
} from './content';
import { money } from './format';

export function orderStatus(
  message: MessageOf<'order_status'>,
  { copy }: TemplateContext,
): MailContent {
  const words = copy.orderStatus;
  const id = String(message.orderId);
  return {
    subject: words.subject(id, copy.statuses[message.status]),
    heading: words.heading[message.status],
    blocks: [
      { type: 'text', text: words.body[message.status](id) },
      { type: 'action', label: copy.viewOrder, href: orderPath(message.orderId) },
    ],
  };
}

export function orderShipped(
  message: MessageOf<'order_shipped'>,
  { copy }: TemplateContext,
): MailContent {
  const words = copy.orderShipped;
  const id = String(message.orderId);
  return {
    subject: words.subject(id),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(id) },
      {
        type: 'rows',
        rows: [
          { label: words.carrier, value: message.carrier },
          { label: words.trackingNumber, value: message.trackingNumber },
        ],
      },
      { type: 'action', label: words.action, href: orderPath(message.orderId) },
    ],
  };
}

export function orderDelivered(
  message: MessageOf<'order_delivered'>,
  { copy }: TemplateContext,
): MailContent {
  const words = copy.orderDelivered;
  const id = String(message.orderId);
  return {
    subject: words.subject(id),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(id) },
      { type: 'text', text: words.returns(copy.days(message.returnDays)) },
      { type: 'action', label: copy.viewOrder, href: orderPath(message.orderId) },
    ],
  };
}

/** 'Refund: 12,500 AED (Refund pending)', and what happens next when it failed. */
function refundBlocks(refund: MailRefund, { copy, language }: TemplateContext): Block[] {
  const line = copy.refund(money(refund.amountFils, language), copy.refundStatuses[refund.status]);
  return [
    { type: 'text', text: line },
    ...(refund.status === 'failed' ? [{ type: 'text' as const, text: copy.refundFailed }] : []),
  ];
}

export function orderCancelled(
  message: MessageOf<'order_cancelled'>,
  ctx: TemplateContext,
): MailContent {
  const words = ctx.copy.orderCancelled;
  const id = String(message.orderId);
  const note = message.note.trim();
  return {
    subject: words.subject(id),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(id) },
      // The system's note is the shop's own sentence, so it is translated; a person's is quoted.
      ...(note === HOLD_RELEASED_NOTE
        ? [{ type: 'text' as const, text: words.holdReleased }]
        : note
          ? [{ type: 'text' as const, text: words.note(note) }]
          : []),
      ...(message.refund
        ? refundBlocks(message.refund, ctx)
        : [{ type: 'text' as const, text: words.notCharged }]),
      { type: 'action', label: ctx.copy.viewOrder, href: orderPath(message.orderId) },
    ],
  };
}

export function orderReturned(
  message: MessageOf<'order_returned'>,
  ctx: TemplateContext,
): MailContent {
  const words = ctx.copy.orderReturned;
  const id = String(message.orderId);
  return {
    subject: words.subject(id),
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body(id) },
      ...(message.refund ? refundBlocks(message.refund, ctx) : []),
      { type: 'action', label: ctx.copy.viewOrder, href: orderPath(message.orderId) },
    ],
  };
}
