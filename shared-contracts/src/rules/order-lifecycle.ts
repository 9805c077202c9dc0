/**
 * An order's way from purchase to delivery. The api enforces this table (a move it does not list
 * is a 409 naming both statuses); the back-office offers exactly these moves as buttons.
 */
export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Authenticated',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who asks for a move: the buyer of the order, or an administrator. */
export type OrderActor = 'buyer' | 'admin';

/** Moves an administrator may make from each status. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Authenticated', 'Cancelled'],
  Authenticated: ['Shipped'],
  Shipped: ['Delivered'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
};

/** The buyer may cancel while the order is Pending, and make no other move. */
export const BUYER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  Pending: ['Cancelled'],
};

/** Days after delivery during which an administrator may record a return. */
export const RETURN_WINDOW_DAYS = 14;
/** Days after delivery after which a seller's sale becomes payable (the api's PAYOUT_DELAY_DAYS may set another). */
export const PAYOUT_DELAY_DAYS = 14;

/** Moves that put the ordered pieces back in stock (in the same transaction). */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Returned'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses `actor` may move an order in `from` to. */
export function nextOrderStatuses(from: string, actor: OrderActor): readonly OrderStatus[] {
  if (!isOrderStatus(from)) return [];
  return (actor === 'admin' ? ORDER_TRANSITIONS[from] : BUYER_TRANSITIONS[from]) ?? [];
}

export function canMoveOrder(from: string, to: string, actor: OrderActor): boolean {
  return (nextOrderStatuses(from, actor) as readonly string[]).includes(to);
}

/** A seller's payout for one sold line. */
export type PayoutState =
  'Awaiting delivery' | 'Awaiting payment' | 'Payable' | 'Paid' | 'Cancelled' | 'Returned';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while a return may be recorded: within RETURN_WINDOW_DAYS of the delivery. */
export function withinReturnWindow(deliveredAt: Date | null, now = new Date()): boolean {
  return (
    deliveredAt !== null && now.getTime() - deliveredAt.getTime() < RETURN_WINDOW_DAYS * DAY_MS
  );
}

/** When a delivered sale's payout falls due: the delivery plus `delayDays` (PAYOUT_DELAY_DAYS). */
export function payableFrom(deliveredAt: string | Date, delayDays = PAYOUT_DELAY_DAYS): Date {
  return new Date(new Date(deliveredAt).getTime() + delayDays * DAY_MS);
}

/**
 * The payout state of a sale from its order: Awaiting delivery until delivered, Awaiting payment
 * while the buyer's payment is not recorded (a seller is paid only from what the buyer paid), then
 * Payable (due from payableFrom) until the back-office marks it Paid; a cancelled or returned
 * order pays nothing.
 */
export function payoutStateOf(sale: {
  orderStatus: string;
  deliveredAt: string | null;
  paidAt: string | null;
  buyerPaid: boolean;
}): PayoutState {
  if (sale.orderStatus === 'Cancelled' || sale.orderStatus === 'Returned') return sale.orderStatus;
  if (sale.paidAt) return 'Paid';
  if (sale.orderStatus !== 'Delivered' || !sale.deliveredAt) return 'Awaiting delivery';
  if (!sale.buyerPaid) return 'Awaiting payment';
  return 'Payable';
}

/**
 * True for a Payable sale whose date has come: the back-office pays only these, once no return
 * can be recorded any more (with the default delay).
 */
export function payoutDue(
  sale: { PayoutState: PayoutState; PayableFrom: string | null },
  now = new Date(),
): boolean {
  return (
    sale.PayoutState === 'Payable' &&
    sale.PayableFrom !== null &&
    now.getTime() >= Date.parse(sale.PayableFrom)
  );
}
