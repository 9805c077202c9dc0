import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  SHIPPING_ZONES,
} from '../../contracts';
import { documentationOnly } from '../../plugins/openapi';
import { arabicName, ordersResponse } from '../responses';

/** The answers of the order lifecycle calls (database rows: documented, written as JSON). */

const status = z.enum(ORDER_STATUSES);
const fils = (what: string) => z.number().int().describe(`${what} in fils (1 AED = 100 fils)`);

/** A bag's or an order's totals (Orders/getTotals.php, and on each order). */
export const totalsShape = {
  Subtotal: fils('The lines, offers applied'),
  Discount: fils('Taken off the lines'),
  Shipping: fils("The zone's fee, 0 from its free-shipping threshold"),
  VAT: fils('The VAT included in Total: Total x VatRate / (1 + VatRate), rounded'),
  Total: fils('What the buyer pays: Subtotal - Discount + Shipping'),
  VatRate: z.number().describe('A share: 0.05 is 5%'),
};
const zone = z.enum(SHIPPING_ZONES);
export const totalsQuoteResponse = documentationOnly(
  z.object({
    ...totalsShape,
    Zone: zone,
    PaymentMethods: z
      .array(z.enum(PAYMENT_METHODS))
      .describe('The methods offered: card only when Stripe is configured'),
    CashOnDeliveryLimit: fils('The most an order paid cash on delivery may total'),
  }),
);
const storedTotals = z
  .object({ ...totalsShape, Zone: zone.nullable().describe('null: placed before shipping zones') })
  .describe('As computed when the order was placed');
/** An order's payment, beside its status. */
export const paymentShape = {
  PaymentMethod: z.enum(PAYMENT_METHODS),
  PaymentStatus: z
    .enum(PAYMENT_STATUSES)
    .describe("pending: 'Awaiting payment'; paid; failed; refunded (handed back)"),
};
export const refund = z.object({
  Amount: fils('Handed back'),
  Status: z.enum(REFUND_STATUSES).describe("pending: 'Refund pending'; succeeded; failed"),
  Reference: z.string().describe("The provider's id of the refund"),
  At: z.string(),
});
const payoutState = z.enum([
  'Awaiting delivery',
  'Awaiting payment',
  'Payable',
  'Paid',
  'Cancelled',
  'Returned',
]);

export const orderPageResponse = documentationOnly(
  z.object({ data: ordersResponse, total: z.number().int() }),
);

export const myOrdersResponse = documentationOnly(
  z.object({
    data: z.array(
      z.object({
        OrderID: z.number().int(),
        OrderDate: z.string(),
        Pieces: z.number().int(),
        Total: z.number(),
        Totals: storedTotals,
        Status: status,
        ...paymentShape,
      }),
    ),
    total: z.number().int(),
  }),
);

export const orderViewResponse = documentationOnly(
  z.object({
    OrderID: z.number().int(),
    UserID: z.number().int(),
    UserName: z.string(),
    OrderDate: z.string(),
    Status: status,
    Total: z.number().describe('What the buyer pays (AED)'),
    Totals: storedTotals,
    Pieces: z.number().int(),
    PhoneNumber: z.string(),
    Address: z.string(),
    ApartmentNumber: z.string(),
    Street: z.string(),
    City: z.string(),
    State: z.string(),
    Zip: z.string(),
    Country: z.string(),
    Notes: z.string(),
    Carrier: z.string().nullable(),
    TrackingNumber: z.string().nullable(),
    Lines: z.array(
      z.object({
        OrderDetailsID: z.number().int(),
        ProductID: z.number().int(),
        ProductName: z.string(),
        ProductNameAr: arabicName("The product's name").optional(),
        Image: z.string().describe("The product's first image URL, or ''"),
        Quantity: z.number().int(),
        Price: z.number().describe('Per piece paid (AED)'),
      }),
    ),
    Timeline: z.array(
      z.object({
        Status: status,
        At: z.string(),
        By: z.string().describe("'buyer', 'admin (<name>)' or 'system'"),
        Note: z.string(),
      }),
    ),
    NextStatuses: z.array(status).describe('Moves the asking user may make now'),
    ...paymentShape,
    RefundedAmount: fils('Handed back to the buyer'),
    Refunds: z.array(refund),
    PaymentHoldUntil: z
      .string()
      .nullable()
      .describe('A card order awaiting payment holds its pieces until then'),
    CanPay: z
      .boolean()
      .describe('The buyer may open the card payment page now (Orders/payOrder.php)'),
    InvoiceNumber: z.string().nullable().describe('Set once paid'),
  }),
);

const sale = z.object({
  OrderDetailsID: z.number().int(),
  OrderID: z.number().int(),
  OrderDate: z.string(),
  ProductID: z.number().int(),
  ProductName: z.string(),
  ProductNameAr: arabicName("The product's name").optional(),
  Quantity: z.number().int(),
  Price: z.number(),
  ProductPrice: z.number().nullable(),
  FeesPrice: z.number().nullable(),
  ShippingPrice: z.number().nullable(),
  Payout: z.number().describe('(ProductPrice, else Price) x Quantity'),
  OrderStatus: status,
  PayoutState: payoutState,
  PayableFrom: z
    .string()
    .nullable()
    .describe('When a Payable or Paid sale falls due: delivery + PAYOUT_DELAY_DAYS'),
  PaidAt: z.string().nullable(),
});

export const salesResponse = documentationOnly(z.array(sale));

export const payoutsResponse = documentationOnly(
  z.array(
    z.object({
      UserID: z.number().int(),
      UserName: z.string(),
      Email: z.string(),
      Amount: z.number(),
      Sales: z.array(sale),
    }),
  ),
);
