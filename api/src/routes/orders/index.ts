import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  cancelOrderSchema,
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  LIMITS,
  markOrderPaidSchema,
  markPaidSchema,
  myOrdersQuerySchema,
  newOrderSchema,
  orderDetailsQuerySchema,
  orderIdQuerySchema,
  orderPageQuerySchema,
  orderStatusChangeSchema,
  PAYOUT_DELAY_DAYS,
  RETURN_WINDOW_DAYS,
} from '../../contracts';
import { orderDetails, orders } from '../../db/schema';
import { assertOwnUserId, requireAdmin, requireUser } from '../../auth/session';
import { changeOrderStatus } from '../../orders/lifecycle';
import { mailSettings } from '../../orders/mails';
import {
  markPaid,
  MY_SALES_LIMIT,
  myOrders,
  orderPage,
  orderRows,
  orderView,
  payouts,
  mySales,
} from '../../orders/queries';
import { mailSite } from '../../mail/outbox';
import { HttpError } from '../../http-errors';
import { markOrderPaid } from '../../payments/order-payment';
import {
  errorsOf,
  orderDetailsResponse,
  orderPlacedResponse,
  ordersResponse,
  successResponse,
} from '../responses';
import { apiPath } from '../paths';
import {
  adminOnly,
  BACK_OFFICE,
  FORM_TYPES,
  formBody,
  SIGNED_IN,
  typedRoutes,
  userOnly,
} from '../route-schemas';
import { placeOrder } from './place-order';
import { totalsRoute } from './totals';
import {
  myOrdersResponse,
  orderPageResponse,
  orderViewResponse,
  payoutsResponse,
  salesResponse,
} from './responses';

const ORDERS_BACK_OFFICE = { ...BACK_OFFICE, tags: [...BACK_OFFICE.tags, 'orders'] };
const ORDERS_SIGNED_IN = { ...SIGNED_IN, tags: ['orders'] };

/**
 * Placing an order (the session's user), the buyer's orders, the sellers' sales and the
 * back-office order lists, status changes and payouts. Every POST here publishes a change when it
 * answers (plugins/response-cache.ts), so a restock is seen by every instance.
 */
export async function orderRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);
  await totalsRoute(app);

  api.post(
    apiPath(ENDPOINTS.orders.add),
    {
      // The session first, then the fields are read and validated.
      preValidation: [userOnly, formBody],
      schema: {
        ...SIGNED_IN,
        tags: ['orders'],
        summary: "Places an order for the session's user",
        description: `Prices come from the database. Stock is taken in one transaction (409 naming the product when short). With an ${IDEMPOTENCY_HEADER} header (1 to 200 characters) a repeated call answers the first order. PaymentMethod is cash_on_delivery (the default) up to the shop's cash-on-delivery limit (else 400, nothing written); card (when Stripe is configured, else 400) holds the pieces for CARD_HOLD_MINUTES while the buyer pays: Orders/payOrder.php opens the payment page. Coupon applies a code, checked and counted in the order's transaction: a refused one answers 409 with its reason ('This code has been used up.') and nothing is written.`,
        consumes: FORM_TYPES,
        body: newOrderSchema,
        response: { 200: orderPlacedResponse, ...errorsOf(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = request.body;
      assertOwnUserId(body.UserID, user);
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const key = typeof header === 'string' ? header.trim() : undefined;
      if (key !== undefined && (key.length === 0 || key.length > 200)) {
        throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 1 to 200 characters`);
      }
      const { Products, UserID: _ignored, PaymentMethod, Coupon, ...shipping } = body;
      const placed = await placeOrder(
        db,
        user.UserID,
        shipping,
        Products,
        key,
        {
          vatRate: app.config.vatRate,
          holdMinutes: app.config.cardHoldMinutes,
          mail: mailSettings(app.config, request),
        },
        app.payments,
        PaymentMethod,
        Coupon,
      );
      // A repeated key answers with the first call's status code.
      return (reply as FastifyReply).code(placed.statusCode || 200).send(placed.response);
    },
  );

  api.get(
    apiPath(ENDPOINTS.orders.list),
    {
      preValidation: adminOnly,
      schema: {
        ...BACK_OFFICE,
        summary: 'The newest 1000 orders (the back-office pages them: Orders/showorder_page.php)',
        response: { 200: ordersResponse, ...errorsOf(401, 403) },
      },
    },
    async () => orderRows(db, { limit: 1000 }),
  );

  api.get(
    apiPath(ENDPOINTS.orders.details),
    {
      preValidation: adminOnly,
      schema: {
        ...BACK_OFFICE,
        summary: 'The lines of an order (its id is sent as QueueID)',
        querystring: orderDetailsQuerySchema,
        response: { 200: orderDetailsResponse, ...errorsOf(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { QueueID } = request.query;
      const [order] = await db
        .select({ id: orders.OrderID })
        .from(orders)
        .where(eq(orders.OrderID, QueueID));
      if (!order) throw new HttpError(404, `No order with id ${QueueID}`);
      const rows = await db
        .select({
          OrderDetailsID: orderDetails.OrderDetailsID,
          OrderID: orderDetails.OrderID,
          ProductID: orderDetails.ProductID,
          Quantity: orderDetails.Quantity,
          Price: orderDetails.Price,
        })
        .from(orderDetails)
        .where(eq(orderDetails.OrderID, QueueID))
        .orderBy(orderDetails.OrderDetailsID);
      return rows.map((row) => ({ ...row, Price: Number(row.Price) }));
    },
  );

  api.get(
    apiPath(ENDPOINTS.orders.page),
    {
      preValidation: adminOnly,
      schema: {
        ...ORDERS_BACK_OFFICE,
        summary: 'A page of orders, newest first, of one status when asked',
        querystring: orderPageQuerySchema,
        response: { 200: orderPageResponse, ...errorsOf(400, 401, 403) },
      },
    },
    async (request) => orderPage(db, request.query),
  );

  api.get(
    apiPath(ENDPOINTS.orders.view),
    {
      preValidation: userOnly,
      schema: {
        ...ORDERS_SIGNED_IN,
        summary: 'One order with its lines, tracking and timeline',
        description:
          "The order's buyer or an administrator; for anybody else the order does not exist (404). NextStatuses lists the moves the asking user may make now.",
        querystring: orderIdQuerySchema,
        response: { 200: orderViewResponse, ...errorsOf(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const actor = user.RoleID === LIMITS.adminRoleId ? 'admin' : 'buyer';
      return orderView(db, request.query.OrderID, { userId: user.UserID, actor });
    },
  );

  api.get(
    apiPath(ENDPOINTS.orders.mine),
    {
      preValidation: userOnly,
      schema: {
        ...ORDERS_SIGNED_IN,
        summary: "The session user's orders, newest first",
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersResponse, ...errorsOf(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return myOrders(db, user.UserID, request.query);
    },
  );

  api.post(
    apiPath(ENDPOINTS.orders.cancel),
    {
      preValidation: [userOnly, formBody],
      schema: {
        ...ORDERS_SIGNED_IN,
        summary: 'The buyer cancels their order while it is Pending',
        description:
          'The pieces go back in stock in the same transaction. 404 for an order of another user, 409 once it is no longer Pending.',
        consumes: FORM_TYPES,
        body: cancelOrderSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { OrderID } = request.body;
      await changeOrderStatus(db, app.payments, {
        orderId: OrderID,
        to: 'Cancelled',
        actor: 'buyer',
        userId: user.UserID,
        site: mailSite(app.config, request),
      });
      return { status: 'success' as const, message: `Order ${OrderID} was cancelled` };
    },
  );

  api.post(
    apiPath(ENDPOINTS.orders.setStatus),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...ORDERS_BACK_OFFICE,
        summary: 'Moves an order to one of its next statuses',
        description: `${BACK_OFFICE.description} Pending -> Confirmed -> Authenticated -> Shipped (Carrier and TrackingNumber required) -> Delivered; Pending or Confirmed -> Cancelled; Delivered -> Returned within ${RETURN_WINDOW_DAYS} days of delivery. Cancelled and Returned put the pieces back in stock. Any other move, a From that is not the current status, or a move another administrator made first: 409.`,
        consumes: FORM_TYPES,
        body: orderStatusChangeSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const body = request.body;
      const changed = await changeOrderStatus(db, app.payments, {
        orderId: body.OrderID,
        to: body.Status,
        from: body.From,
        actor: 'admin',
        userId: admin.UserID,
        carrier: body.Carrier,
        trackingNumber: body.TrackingNumber,
        note: body.Note,
        site: mailSite(app.config, request),
      });
      return {
        status: 'success' as const,
        message: `Order ${changed.orderId} is now ${changed.to}`,
      };
    },
  );

  api.get(
    apiPath(ENDPOINTS.orders.sales),
    {
      preValidation: userOnly,
      schema: {
        ...ORDERS_SIGNED_IN,
        summary: "The sold lines of the session user's items, newest first",
        description: `At most ${MY_SALES_LIMIT}. Payout is ProductPrice (else Price) x Quantity; a sale is Payable once delivered, due from PayableFrom, ${PAYOUT_DELAY_DAYS} days later (PAYOUT_DELAY_DAYS).`,
        response: { 200: salesResponse, ...errorsOf(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return mySales(db, user.UserID, app.config.payoutDelayDays);
    },
  );

  api.get(
    apiPath(ENDPOINTS.orders.payouts),
    {
      preValidation: adminOnly,
      schema: {
        ...ORDERS_BACK_OFFICE,
        summary: 'Payable sales grouped per seller',
        response: { 200: payoutsResponse, ...errorsOf(401, 403) },
      },
    },
    async () => payouts(db, app.config.payoutDelayDays),
  );

  api.post(
    apiPath(ENDPOINTS.orders.markPaid),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...ORDERS_BACK_OFFICE,
        summary: 'Records payable sales as paid',
        description: `${BACK_OFFICE.description} One transaction: every line must be Payable now, else 409 naming the first that is not (404 for an unknown line), and nothing is written.`,
        consumes: FORM_TYPES,
        body: markPaidSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const paid = await markPaid(
        db,
        request.body.OrderDetailsIDs,
        app.config.payoutDelayDays,
        mailSite(app.config, request),
      );
      return {
        status: 'success' as const,
        message: paid === 1 ? '1 sale marked as paid' : `${paid} sales marked as paid`,
      };
    },
  );

  api.post(
    apiPath(ENDPOINTS.orders.markOrderPaid),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...ORDERS_BACK_OFFICE,
        summary: 'Records the cash collected for a cash-on-delivery order',
        description: `${BACK_OFFICE.description} The payment becomes paid once: 409 when the order is not paid cash on delivery, is already paid, or was cancelled or returned.`,
        consumes: FORM_TYPES,
        body: markOrderPaidSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { OrderID } = request.body;
      await markOrderPaid(db, app.payments, OrderID, mailSite(app.config, request));
      return { status: 'success' as const, message: `Order ${OrderID} is paid` };
    },
  );
}
