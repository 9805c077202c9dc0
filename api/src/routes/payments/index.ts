import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINTS,
  LIMITS,
  orderIdQuerySchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentPageQuerySchema,
  payOrderSchema,
} from '../../contracts';
import { requireUser } from '../../auth/session';
import { mailSettings } from '../../orders/mails';
import { beginCardPayment } from '../../payments/card-payment';
import { startHoldSweeps } from '../../payments/hold-release';
import { readInvoice } from '../../payments/invoice';
import { paymentPage } from '../../payments/payment-records';
import { documentationOnly } from '../../plugins/openapi';
import { errorsOf } from '../responses';
import { apiPath } from '../paths';
import { refund } from '../orders/responses';
import {
  adminOnly,
  BACK_OFFICE,
  FORM_TYPES,
  formBody,
  SIGNED_IN,
  typedRoutes,
  userOnly,
} from '../route-schemas';
import { stripeWebhookRoute } from './stripe-webhook';

const fils = (what: string) => z.number().int().describe(`${what} in fils (1 AED = 100 fils)`);

const paymentStartedResponse = documentationOnly(
  z.object({
    status: z.literal('success'),
    PaymentUrl: z.string().describe("Stripe's hosted payment page for this order"),
  }),
);

const invoiceResponse = documentationOnly(
  z.object({
    InvoiceNumber: z.string(),
    InvoiceDate: z.string().describe('When the payment was received'),
    OrderID: z.number().int(),
    OrderDate: z.string(),
    Seller: z.object({ Name: z.string(), Trn: z.string(), Address: z.string() }),
    Buyer: z.object({
      Name: z.string(),
      Email: z.string(),
      Phone: z.string(),
      Address: z.array(z.string()),
    }),
    Lines: z.array(
      z.object({
        ProductID: z.number().int(),
        ProductName: z.string(),
        ProductNameAr: z.string().nullable().optional(),
        Quantity: z.number().int(),
        UnitPrice: fils('Per piece, VAT included'),
        Amount: fils('UnitPrice x Quantity'),
      }),
    ),
    Totals: z.object({
      Subtotal: fils('The lines'),
      Discount: fils('Taken off'),
      Shipping: fils('Shipping'),
      VAT: fils('VAT included in Total'),
      Total: fils('Paid'),
      Zone: z.string().nullable(),
      VatRate: z.number(),
    }),
    PaymentMethod: z.enum(PAYMENT_METHODS),
    PaymentStatus: z.enum(PAYMENT_STATUSES),
    RefundedAmount: fils('Handed back'),
  }),
);

const paymentPageResponse = documentationOnly(
  z.object({
    data: z.array(
      z.object({
        PaymentID: z.number().int(),
        OrderID: z.number().int(),
        BuyerName: z.string(),
        Method: z.enum(PAYMENT_METHODS),
        Provider: z.string().describe("'cash_on_delivery' or 'stripe'"),
        Reference: z
          .string()
          .describe("The provider's id: a Checkout Session, then the PaymentIntent"),
        Amount: fils('Charged'),
        RefundedAmount: fils('Handed back'),
        Status: z.enum(PAYMENT_STATUSES),
        CreatedAt: z.string(),
        PaidAt: z.string().nullable(),
        Refunds: z.array(refund),
      }),
    ),
    total: z.number().int(),
  }),
);

/** The address Stripe sends the buyer back to: PUBLIC_URL, else the one this request came to. */
const originOf = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * Card payment pages, tax invoices, the back-office's money trail and Stripe's webhook. Every
 * instance sweeps for card holds that ran out; a hold is released by one of them.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);
  // A sweep has no request: its mails' links start at PUBLIC_URL, else this instance's address.
  const stopSweeps = startHoldSweeps(
    db,
    app.payments,
    app.config.paymentSweepSeconds,
    app.log,
    mailSettings(app.config),
  );
  app.addHook('onClose', async () => stopSweeps());

  api.post(
    apiPath(ENDPOINTS.orders.pay),
    {
      preValidation: [userOnly, formBody],
      schema: {
        ...SIGNED_IN,
        tags: ['orders', 'payments'],
        summary: "Opens the card payment page of the buyer's order",
        description: `While the order is Pending and its hold lasts (CARD_HOLD_MINUTES from placing it), a new Stripe Checkout page for its total; the previous page is closed first. 404 for another user's order, 409 when it is paid, not a card order or out of time, 502 with Stripe's message when Stripe refuses (the order is kept).`,
        consumes: FORM_TYPES,
        body: payOrderSchema,
        response: { 200: paymentStartedResponse, ...errorsOf(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const started = await beginCardPayment(
        db,
        app.payments,
        { orderId: request.body.OrderID, userId: user.UserID, origin: originOf(app, request) },
        mailSettings(app.config, request),
      );
      return { status: 'success' as const, PaymentUrl: started.paymentUrl };
    },
  );

  api.get(
    apiPath(ENDPOINTS.orders.invoice),
    {
      preValidation: userOnly,
      schema: {
        ...SIGNED_IN,
        tags: ['orders', 'payments'],
        summary: 'The tax invoice of a paid order',
        description:
          'Its buyer or an administrator (404 for anybody else). Amounts in fils, VAT included; 409 until the order is paid.',
        querystring: orderIdQuerySchema,
        response: { 200: invoiceResponse, ...errorsOf(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const actor = user.RoleID === LIMITS.adminRoleId ? 'admin' : 'buyer';
      return readInvoice(
        db,
        request.query.OrderID,
        { userId: user.UserID, actor },
        { Name: 'Reluxe', Trn: app.config.shopTrn ?? '', Address: app.config.shopAddress },
      );
    },
  );

  api.get(
    apiPath(ENDPOINTS.payments.page),
    {
      preValidation: adminOnly,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'payments'],
        summary: 'A page of payments, newest first, of one status when asked',
        querystring: paymentPageQuerySchema,
        response: { 200: paymentPageResponse, ...errorsOf(400, 401, 403) },
      },
    },
    async (request) => paymentPage(db, request.query),
  );

  await stripeWebhookRoute(app);
}
