import { z } from 'zod';
import { ERRORS } from '../constants/messages';
import { fillMessage } from '../i18n/fill-message';
import { PAGE_SIZES } from '../constants/timings';
import { ORDER_STATUSES } from '../rules/order-lifecycle';
import { couponField } from './promotions';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, PAYMENT_STATUSES } from '../rules/payments';
import {
  MAX_ROW_ID,
  idField,
  moneyField,
  numberField,
  optionalIdField,
  optionalText,
  pagingField,
  requiredText,
  textError,
} from './fields';

/** Shipping form of /buynow. */
export const shippingSchema = z.object({
  Address: requiredText('Address'),
  Street: requiredText('Street'),
  Apartment: optionalText('Apartment', 100),
  City: requiredText('City', 100),
  State: requiredText('State', 100),
  Zip: requiredText('Zip', 20),
  Country: requiredText('Country', 100),
  Phone: z
    .string({ error: textError('Phone') })
    .trim()
    .min(1, { error: 'Phone is required' })
    .max(30, { error: 'Phone is too long' })
    // No fixed format: digits with the usual separators, '+44 (20) 7946-0958' or '123'.
    .regex(/^\+?[\d\s().-]+$/, { error: 'Phone must be a phone number' })
    .refine((value) => value.replace(/\D/g, '').length >= 3, {
      error: 'Phone must be a phone number',
    }),
  Notes: optionalText('Notes', 1000),
});
export type ShippingForm = z.input<typeof shippingSchema>;

/** The pieces a /buynow order holds: its total, and the stock of its product when it has one line. */
export interface OrderPieces {
  total: number;
  /** Stock left of the single product ordered; undefined for an order of several lines. */
  stock?: number;
}

/**
 * The /buynow form: the shipping fields plus the required Quantity, the pieces ordered. An order of
 * one product takes its quantity from it (at most the stock left, with the stock message);
 * an order of several lines must keep their total, which the bag changes. The api's order payload
 * carries quantities per line only (newOrderSchema).
 */
export function checkoutFormSchema({ total, stock }: OrderPieces) {
  const pieces = (rule: (number: z.ZodNumber) => z.ZodNumber) =>
    numberField('Quantity', (number) =>
      rule(
        number
          .int({ error: 'Quantity must be a whole number' })
          .min(1, { error: 'Quantity must be at least 1' }),
      ),
    );
  return shippingSchema.extend({
    Quantity:
      stock === undefined
        ? pieces((number) =>
            number.refine((value) => value === total, {
              error: `Your order has ${total} pieces: change their quantities in your bag`,
            }),
          )
        : pieces((number) =>
            number.max(Math.max(1, stock), {
              error: fillMessage(ERRORS.onlyInStock, { n: Math.max(1, stock) }),
            }),
          ),
  });
}
export type CheckoutForm = z.input<ReturnType<typeof checkoutFormSchema>>;

export const orderLineSchema = z.object({
  ProductID: idField('ProductID'),
  Quantity: numberField('Quantity', (number) =>
    number
      .int({ error: 'Quantity must be a whole number' })
      .min(1, { error: 'Quantity must be at least 1' })
      .max(10_000, { error: 'Quantity is too large' }),
  ),
  /** The client still sends it; the api ignores it and prices from the database. */
  Price: moneyField('Price').optional(),
});

/** Orders/addOrder.php body: the shipping fields and one line per product. */
export const newOrderSchema = shippingSchema.extend({
  UserID: optionalIdField('UserID'),
  Products: z
    .array(orderLineSchema, { error: 'Products must be a list' })
    .min(1, { error: 'The order has no products' })
    .max(100, { error: 'Too many products in one order' }),
  /** A coupon code, checked again in the order's transaction. */
  Coupon: couponField,
  /** Optional so a payload without it still places a cash-on-delivery order. */
  PaymentMethod: z
    .enum(PAYMENT_METHODS, { error: 'PaymentMethod must be cash_on_delivery or card' })
    .default(DEFAULT_PAYMENT_METHOD),
});
export type NewOrderInput = z.input<typeof newOrderSchema>;

/** At most as many lines as an order holds. */
const MAX_QUOTED_LINES = 100;
const QUOTE_LINE = /^(\d{1,10}):(\d{1,5})$/;

/**
 * Orders/getTotals.php: the shipping Country and the bag's lines as `ProductID:Quantity` pairs
 * separated by commas ('12:1,15:2'); prices are read from the database.
 */
export const totalsQuerySchema = z.object({
  Country: requiredText('Country', 100),
  /** A coupon code to apply; a refused one is answered as CouponError. */
  Coupon: couponField,
  Products: requiredText('Products', 2_000).transform((text, context) => {
    const lines = text.split(',').map((pair) => QUOTE_LINE.exec(pair.trim()));
    if (lines.length > MAX_QUOTED_LINES) {
      context.addIssue({ code: 'custom', message: 'Too many products in one order' });
      return z.NEVER;
    }
    const parsed = lines.map((match) => ({
      ProductID: Number(match?.[1] ?? 0),
      Quantity: Number(match?.[2] ?? 0),
    }));
    if (
      parsed.some((line) => line.ProductID < 1 || line.ProductID > MAX_ROW_ID || line.Quantity < 1)
    ) {
      context.addIssue({
        code: 'custom',
        message: 'Products must be ProductID:Quantity pairs separated by commas',
      });
      return z.NEVER;
    }
    return parsed;
  }),
});
export type TotalsQuery = z.input<typeof totalsQuerySchema>;

export const orderDetailsQuerySchema = z.object({ QueueID: idField('QueueID') });

const orderStatusField = (label: string) =>
  z.enum(ORDER_STATUSES, { error: `${label} must be one of ${ORDER_STATUSES.join(', ')}` });

/** Orders/showorder_page.php: 1-based page, page size, an optional Status filter. */
export const orderPageQuerySchema = z.object({
  page: pagingField('page', 1_000_000, 1),
  limit: pagingField('limit', 100, PAGE_SIZES.orders),
  status: orderStatusField('status').optional(),
});

/** Orders/getMyOrders.php: 1-based page of the session user's orders. */
export const myOrdersQuerySchema = z.object({
  page: pagingField('page', 1_000_000, 1),
  limit: pagingField('limit', 100, PAGE_SIZES.myOrders),
});

export const orderIdQuerySchema = z.object({ OrderID: idField('OrderID') });
export const cancelOrderSchema = z.object({ OrderID: idField('OrderID') });

/** Orders/markOrderPaid.php: the cash-on-delivery order whose cash was collected. */
export const markOrderPaidSchema = z.object({ OrderID: idField('OrderID') });

/** Orders/payOrder.php: the buyer's card order to pay. */
export const payOrderSchema = z.object({ OrderID: idField('OrderID') });

/** Payments/getPayments.php: 1-based page of payments, newest first, of one status when asked. */
export const paymentPageQuerySchema = z.object({
  page: pagingField('page', 1_000_000, 1),
  limit: pagingField('limit', 100, PAGE_SIZES.orders),
  status: z
    .enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
});
export type PaymentPageQuery = z.input<typeof paymentPageQuerySchema>;

/**
 * Orders/updateOrderStatus.php. `From` is the status the administrator saw: when the order has
 * moved since, the change is refused (409) rather than applied on top. Shipped needs the carrier
 * and the tracking number.
 */
export const orderStatusChangeSchema = z
  .object({
    OrderID: idField('OrderID'),
    Status: orderStatusField('Status'),
    From: orderStatusField('From').optional(),
    Carrier: optionalText('Carrier', 100),
    TrackingNumber: optionalText('TrackingNumber', 100),
    Note: optionalText('Note', 500),
  })
  .superRefine((change, context) => {
    if (change.Status !== 'Shipped') return;
    if (!change.Carrier?.trim()) {
      context.addIssue({ code: 'custom', path: ['Carrier'], message: 'Carrier is required' });
    }
    if (!change.TrackingNumber?.trim()) {
      context.addIssue({
        code: 'custom',
        path: ['TrackingNumber'],
        message: 'Tracking number is required',
      });
    }
  });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** Orders/markPaid.php: the sold lines (OrderDetailsID) to record as paid; each must be Payable. */
export const markPaidSchema = z.object({
  OrderDetailsIDs: z
    .array(idField('OrderDetailsID'), { error: 'OrderDetailsIDs must be a list' })
    .min(1, { error: 'No sale to mark as paid' })
    .max(500, { error: 'Too many sales at once' }),
});
