import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, favouritesSyncSchema, MAX_FAVOURITES, PUBLIC_STATUSES } from '../../contracts';
import { requireUser } from '../../auth/session';
import type { Db } from '../../db/database';
import { favourites, products, users } from '../../db/schema';
import { errorsOf } from '../responses';
import { apiPath } from '../paths';
import { FORM_TYPES, formBody, SIGNED_IN, typedRoutes, userOnly } from '../route-schemas';

/** The answer of syncFavourites.php (serialised). */
const favouritesResponse = z.object({
  status: z.literal('success'),
  ProductIDs: z.array(z.number().int()).describe('The favourites now stored, in the order sent'),
});

/**
 * Replaces the user's favourites with `wanted`: a product the shopper can see (a public status)
 * is added; one already stored stays while the list names it, whatever its status now.
 */
async function replaceFavourites(db: Db, userId: number, wanted: number[]): Promise<Set<number>> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // One replacement per user at a time, so two concurrent lists never end up merged.
    await tx.select({ id: users.UserID }).from(users).where(eq(users.UserID, userId)).for('update');
    await tx
      .delete(favourites)
      .where(
        and(
          eq(favourites.userId, userId),
          wanted.length > 0 ? notInArray(favourites.productId, wanted) : undefined,
        ),
      );
    if (wanted.length > 0) {
      const visible = await tx
        .select({ id: products.ProductID })
        .from(products)
        .where(
          and(inArray(products.ProductID, wanted), inArray(products.Status, [...PUBLIC_STATUSES])),
        );
      if (visible.length > 0) {
        await tx
          .insert(favourites)
          .values(visible.map((product) => ({ userId, productId: product.id })))
          .onConflictDoNothing();
      }
    }
    const stored = await tx
      .select({ id: favourites.productId })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    return new Set(stored.map((row) => row.id));
  });
}

/** The signed-in shopper's favourites, kept on the server for the price and stock alerts. */
export async function favouriteRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  api.post(
    apiPath(ENDPOINTS.favourites.sync),
    {
      preValidation: [userOnly, formBody],
      schema: {
        ...SIGNED_IN,
        tags: ['account'],
        summary: "Replaces the session user's favourites",
        description: `The whole list (at most ${MAX_FAVOURITES} ids): ids of no product the shop shows are left out. Answers the list as stored.`,
        consumes: FORM_TYPES,
        body: favouritesSyncSchema,
        response: { 200: favouritesResponse, ...errorsOf(400, 401) },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const wanted = [...new Set(request.body.ProductIDs)];
      const stored = await replaceFavourites(db, me.UserID, wanted);
      return { status: 'success' as const, ProductIDs: wanted.filter((id) => stored.has(id)) };
    },
  );
}
