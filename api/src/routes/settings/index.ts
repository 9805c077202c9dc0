import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, settingsUpdateSchema, SHIPPING_ZONES } from '../../contracts';
import { readShopSettings, saveShopSettings } from '../../orders/shop-settings';
import { documentationOnly } from '../../plugins/openapi';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { adminOnly, BACK_OFFICE, FORM_TYPES, formBody, typedRoutes } from '../route-schemas';

const SETTINGS_BACK_OFFICE = { ...BACK_OFFICE, tags: [...BACK_OFFICE.tags, 'settings'] };
const fils = z.number().int().describe('fils (1 AED = 100 fils)');

const settingsResponse = documentationOnly(
  z.object({
    Zones: z.array(
      z.object({ Zone: z.enum(SHIPPING_ZONES), Name: z.string(), Fee: fils, FreeFrom: fils }),
    ),
    CashOnDeliveryLimit: fils,
  }),
);

/** The shop's shipping zones and cash-on-delivery limit (back-office Settings page). */
export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  api.get(
    apiPath(ENDPOINTS.settings.get),
    {
      preValidation: adminOnly,
      schema: {
        ...SETTINGS_BACK_OFFICE,
        summary:
          "Every shipping zone's fee and free-shipping threshold, and the cash-on-delivery limit",
        response: { 200: settingsResponse, ...errorsOf(401, 403) },
      },
    },
    async () => readShopSettings(db),
  );

  api.post(
    apiPath(ENDPOINTS.settings.update),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...SETTINGS_BACK_OFFICE,
        summary: 'Saves the shipping zones and the cash-on-delivery limit',
        description: `${BACK_OFFICE.description} Zones holds UAE, GCC and WORLD, each with Fee and FreeFrom; amounts are whole fils from 0 (400 naming the field otherwise). Saved in one transaction; later quotes and orders use them.`,
        consumes: FORM_TYPES,
        body: settingsUpdateSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403) },
      },
    },
    async (request) => {
      await saveShopSettings(db, request.body);
      return { status: 'success' as const, message: 'Settings saved' };
    },
  );
}
