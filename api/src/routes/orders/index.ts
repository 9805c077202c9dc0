import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  newOrderSchema,
  orderDetailsQuerySchema,
} from '../../contracts';
import { orderDetails, orders, users } from '../../db/schema';
import { assertOwnUserId, requireUser } from '../../auth/session';
import { HttpError } from '../../plugins/errors';
import { errorsOf, orderDetailsResponse, orderPlacedResponse, ordersResponse } from '../responses';
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

/** Placing an order (the session's user) and the back-office order lists. */
export async function orderRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  api.post(
    apiPath(ENDPOINTS.orders.add),
    {
      // The session first, then the fields are read and validated.
      preValidation: [userOnly, formBody],
      schema: {
        ...SIGNED_IN,
        tags: ['orders'],
        summary: "Places an order for the session's user",
        description: `Prices come from the database. Stock is taken in one transaction (409 naming the product when short). With an ${IDEMPOTENCY_HEADER} header (1 to 200 characters) a repeated call answers the first order.`,
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
      const { Products, UserID: _ignored, ...shipping } = body;
      const placed = await placeOrder(db, user.UserID, shipping, Products, key);
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
        summary: 'The newest 1000 orders',
        response: { 200: ordersResponse, ...errorsOf(401, 403) },
      },
    },
    async () => {
      const rows = await db
        .select({
          OrderID: orders.OrderID,
          UserName: users.UserName,
          PhoneNumber: orders.PhoneNumber,
          OrderDate: orders.OrderDate,
          Status: orders.Status,
          Address: orders.Address,
          ApartmentNumber: orders.ApartmentNumber,
          City: orders.City,
          State: orders.State,
          Country: orders.Country,
          Street: orders.Street,
          ZipCode: orders.ZipCode,
          Notes: orders.Notes,
        })
        .from(orders)
        .innerJoin(users, eq(users.UserID, orders.UserID))
        .orderBy(desc(orders.OrderID))
        .limit(1000);
      return rows.map((row) => ({ ...row, OrderDate: row.OrderDate.toISOString() }));
    },
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
        .select()
        .from(orderDetails)
        .where(eq(orderDetails.OrderID, QueueID))
        .orderBy(orderDetails.OrderDetailsID);
      return rows.map((row) => ({ ...row, Price: Number(row.Price) }));
    },
  );
}
