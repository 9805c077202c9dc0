import { HOLD_RELEASED_NOTE, PAYMENT_METHOD_LABELS, REFUND_STATUS_LABELS } from '../../contracts';
import type { MailCopy } from './copy';

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** The mails in English: the order page's and checkout's words where they exist. */
export const EN: MailCopy = {
  greeting: (name) => `Hello ${name},`,
  signature: 'The Reluxe team',
  footer: {
    tagline: 'Reluxe · Pre-owned luxury, each piece authenticated',
    language: 'Change the language of our mails',
  },
  alertsFootnote:
    'You receive this alert because you turned on price alerts. You can turn them off in My Profile.',
  viewOrder: 'View your order',
  pieces: (n) => count(n, 'piece', 'pieces'),
  days: (n) => count(n, 'day', 'days'),
  minutes: (n) => count(n, 'minute', 'minutes'),
  statuses: { Confirmed: 'Confirmed', Authenticated: 'Authenticated' },
  methods: PAYMENT_METHOD_LABELS,
  refundStatuses: REFUND_STATUS_LABELS,
  refund: (amount, status) => `Refund: ${amount} (${status})`,
  refundFailed: 'We could not complete the refund automatically: our team will contact you.',
  line: (quantity, name) => `${quantity} x ${name}`,
  totals: {
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping',
    free: 'Free',
    vat: (rate) => `VAT included (${rate})`,
    total: 'Total',
  },
  orderPlaced: {
    subject: (id) => `We received your order ${id}`,
    heading: 'Thank you for your order',
    intro: (id) => `We received your order ${id}. Here is what you bought:`,
    payment: (method) => `Payment: ${method}`,
    next: {
      cash_on_delivery:
        'You pay in cash when the courier delivers. We will mail you again when your order ships.',
      card: 'We hold your pieces while you pay by card on your order page, and will mail you when the payment is in.',
    },
  },
  paymentReceived: {
    subject: (id) => `Payment received for order ${id}`,
    heading: 'Payment received',
    body: (amount, id, method) =>
      `We received your payment of ${amount} for order ${id} (${method}). Thank you.`,
    invoice: 'Your tax invoice is ready on your order page.',
    action: 'View your invoice',
  },
  orderStatus: {
    subject: (id, status) => `Your order ${id} is ${status}`,
    heading: { Confirmed: 'Your order is confirmed', Authenticated: 'Your order is authenticated' },
    body: {
      Confirmed: (id) =>
        `We confirmed your order ${id}. Next, our experts check that each piece is authentic before it ships.`,
      Authenticated: (id) =>
        `Our experts checked each piece of your order ${id}: all are authentic. We are now preparing it for shipping.`,
    },
  },
  orderShipped: {
    subject: (id) => `Your order ${id} has shipped`,
    heading: 'Your order is on its way',
    body: (id) => `Your order ${id} is on its way.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    action: 'Track your order',
  },
  orderDelivered: {
    subject: (id) => `Your order ${id} was delivered`,
    heading: 'Your order was delivered',
    body: (id) => `Your order ${id} was delivered. We hope you enjoy it.`,
    returns: (days) =>
      `If something is wrong with it, you can return it within ${days} of delivery from your order page.`,
  },
  orderCancelled: {
    subject: (id) => `Your order ${id} was cancelled`,
    heading: 'Your order was cancelled',
    body: (id) => `Your order ${id} was cancelled.`,
    note: (note) => `Note: ${note}`,
    holdReleased: HOLD_RELEASED_NOTE,
    notCharged: 'Nothing was charged for this order.',
  },
  orderReturned: {
    subject: (id) => `Your return of order ${id} is complete`,
    heading: 'Your return is complete',
    body: (id) => `We received the pieces you returned from order ${id}.`,
  },
  itemApproved: {
    subject: (name) => `Your item is now on sale: ${name}`,
    heading: 'Your item is on sale',
    body: (name) => `Good news: we approved “${name}”, and it is now on sale at Reluxe.`,
    next: 'We will mail you as soon as it sells.',
    action: 'View your item',
  },
  itemIgnored: {
    subject: (name) => `Your item was not accepted: ${name}`,
    heading: 'Your item was not accepted',
    body: (name) =>
      `Thank you for offering us “${name}”. After reviewing it, we cannot accept it for sale at Reluxe.`,
    next: 'You are welcome to submit another piece at any time.',
    action: 'Sell another item',
  },
  itemSold: {
    subject: (name) => `Your item sold: ${name}`,
    heading: 'Your item sold',
    body: (pieces, name, id) => `Good news: ${pieces} of “${name}” sold (order ${id}).`,
    payoutOnDelivery: (amount) => `You will be paid ${amount} once the buyer receives the order.`,
    payoutLater: (amount, days) =>
      `You will be paid ${amount}, ${days} after the buyer receives the order.`,
    action: 'View your sales',
  },
  payoutPaid: {
    subject: (amount) => `Your payout of ${amount} is on its way`,
    heading: 'Your payout is on its way',
    body: (amount, pieces) => `We have paid you ${amount} for the ${pieces} you sold.`,
    action: 'View your sales',
  },
  passwordReset: {
    subject: 'Reset your Reluxe password',
    heading: 'Reset your password',
    body: 'We received a request to reset the password of your Reluxe account. Choose a new one with the button below.',
    action: 'Set a new password',
    validity: (minutes) => `This link is valid for ${minutes} and works once.`,
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  priceDrop: {
    subject: (name) => `Price drop: ${name}`,
    heading: 'A favourite of yours costs less',
    body: (name) => `“${name}”, in your favourites, now costs less.`,
    was: 'Was',
    now: 'Now',
    action: 'View the item',
  },
  backInStock: {
    subject: (name) => `Back in stock: ${name}`,
    heading: 'Back in stock',
    body: (name, price) => `“${name}”, in your favourites, is available again at ${price}.`,
    hurry: 'Pieces like this rarely stay long.',
    action: 'View the item',
  },
  account: {
    code: (code) => `Or enter this code: ${code}`,
    ignore: 'If you did not ask for this, ignore this mail.',
    purposes: {
      signup: {
        subject: 'Confirm your signup',
        intro: 'Follow this link to confirm your Reluxe account:',
        action: 'Confirm your mail',
      },
      magiclink: {
        subject: 'Your magic link',
        intro: 'Follow this link to sign in to Reluxe:',
        action: 'Log in',
      },
      recovery: {
        subject: 'Reset your password',
        intro: 'Follow this link to choose a new Reluxe password:',
        action: 'Reset password',
      },
      email_change: {
        subject: 'Confirm your new email address',
        intro: 'Follow this link to confirm the new address of your Reluxe account:',
        action: 'Confirm email change',
      },
      account_exists: {
        subject: 'You already have a Reluxe account',
        intro:
          'Someone (hopefully you) tried to sign up with this address, which already has an account. Sign in, or use "Forgot your password?" if you need a new one.',
        action: 'Sign in',
      },
    },
  },
};
