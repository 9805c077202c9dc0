import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  newOrderSchema,
  orderDetailsQuerySchema,
} from '../../contracts';
import { orderDetails, orders, users } from '../../db/schema';
import { adminOnly, assertOwnUserId, requireUser } from '../../auth/session';
import { HttpError, parseWith } from '../../plugins/errors';
import { apiPath } from '../paths';
import { placeOrder } from './place-order';
import { readFields } from '../../uploads/read-form';

/** Placing an order (the session's user) and the back-office order lists. */
export async function orderRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.post(apiPath(ENDPOINTS.orders.add), async (request, reply) => {
    const user = await requireUser(request);
    const body = parseWith(newOrderSchema, await readFields(request));
    assertOwnUserId(body.UserID, user);
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const key = typeof header === 'string' ? header.trim() : undefined;
    if (key !== undefined && (key.length === 0 || key.length > 200)) {
      throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 1 to 200 characters`);
    }
    const { Products, UserID: _ignored, ...shipping } = body;
    const placed = await placeOrder(db, user.UserID, shipping, Products, key);
    return reply.code(placed.statusCode || 200).send(placed.answer);
  });

  app.get(apiPath(ENDPOINTS.orders.list), { preHandler: adminOnly }, async () => {
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
  });

  app.get(apiPath(ENDPOINTS.orders.details), { preHandler: adminOnly }, async (request) => {
    const { QueueID } = parseWith(orderDetailsQuerySchema, request.query);
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
  });
}
