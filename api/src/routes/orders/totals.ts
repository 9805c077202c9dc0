import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, totalsQuerySchema } from '../../contracts';
import { quoteTotals } from '../../orders/totals';
import { readShopSettings } from '../../orders/shop-settings';
import { currentUser } from '../../auth/session';
import { errorsOf } from '../responses';
import { apiPath } from '../paths';
import { typedRoutes } from '../route-schemas';
import { totalsQuoteResponse } from './responses';

/** Orders/getTotals.php: what the bag and checkout show, from the database prices. */
export async function totalsRoute(app: FastifyInstance) {
  const { db } = app.database;
  typedRoutes(app).get(
    apiPath(ENDPOINTS.orders.totals),
    {
      schema: {
        tags: ['orders'],
        summary: "A bag's totals for a shipping country",
        description:
          "Anybody (the bag is shown before sign-in). Products: 'ProductID:Quantity' pairs separated by commas, priced from the database with the offer applied; Shipping is the Country's zone fee (free from its threshold); VAT is included in Total. Amounts in fils. PaymentMethods are the methods offered (card when Stripe is configured), CashOnDeliveryLimit the most a cash order may total. With Coupon, the code's discount is in Discount and Coupon (Shipping and VAT follow it); a refused code is answered as CouponError ('This code has expired.') with the totals without it. A product not for sale: 409.",
        querystring: totalsQuerySchema,
        response: { 200: totalsQuoteResponse, ...errorsOf(400, 409) },
      },
    },
    async (request) => {
      const { Country, Products, Coupon } = request.query;
      const user = Coupon ? await currentUser(request) : null;
      const [totals, settings] = await Promise.all([
        quoteTotals(db, Country, Products, app.config.vatRate, {
          code: Coupon,
          userId: user?.UserID,
        }),
        readShopSettings(db),
      ]);
      return {
        ...totals,
        PaymentMethods: [...app.payments.methods],
        CashOnDeliveryLimit: settings.CashOnDeliveryLimit,
      };
    },
  );
}
