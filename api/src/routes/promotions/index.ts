import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINTS,
  PROMOTION_KINDS,
  PROMOTION_STATES,
  promotionPageQuerySchema,
  promotionSchema,
  promotionUpdateSchema,
} from '../../contracts';
import {
  addPromotion,
  featuredPromotion,
  promotionPage,
  updatePromotion,
} from '../../promotions/promotion-records';
import { documentationOnly } from '../../plugins/openapi';
import { addedResponse, errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { adminOnly, BACK_OFFICE, FORM_TYPES, formBody, typedRoutes } from '../route-schemas';

const PROMOTIONS_BACK_OFFICE = { ...BACK_OFFICE, tags: [...BACK_OFFICE.tags, 'promotions'] };
const fils = (what: string) => z.number().int().describe(`${what} in fils (1 AED = 100 fils)`);

const offer = {
  Kind: z.enum(PROMOTION_KINDS),
  Percent: z.number().int().nullable().describe('1 to 100, for percent'),
  MaxDiscount: fils('The most a percent code takes off; null: no cap').nullable(),
  Amount: fils('What a fixed code takes off').nullable(),
};

const promotionResponse = z.object({
  PromotionID: z.number().int(),
  Code: z.string().describe('In capitals; unique without case'),
  Headline: z.string().describe("The home banner's title when featured"),
  ...offer,
  MinSubtotal: fils('The least subtotal'),
  StartsAt: z.string(),
  EndsAt: z.string(),
  UsageLimit: z.number().int().nullable(),
  PerCustomerLimit: z.number().int().nullable(),
  BrandIDs: z
    .array(z.number().int())
    .readonly()
    .describe('Empty with CategoryIDs empty: every piece'),
  CategoryIDs: z.array(z.number().int()).readonly(),
  Active: z.boolean(),
  Featured: z.boolean(),
  Uses: z.number().int().describe('Placed orders using it (a cancel gives its use back)'),
  State: z.enum(PROMOTION_STATES),
});

const featuredResponse = documentationOnly(
  z
    .object({
      ...offer,
      Code: z.string(),
      Headline: z.string(),
      EndsAt: z.string().describe('The banner counts down to it'),
    })
    .nullable()
    .describe('null: no featured promotion is running'),
);

/** Coupon codes: the back-office's list and form, and the home banner's featured promotion. */
export async function promotionRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  api.get(
    apiPath(ENDPOINTS.promotions.page),
    {
      preValidation: adminOnly,
      schema: {
        ...PROMOTIONS_BACK_OFFICE,
        summary: 'A page of promotions, newest first, with their uses and state',
        querystring: promotionPageQuerySchema,
        response: {
          200: documentationOnly(
            z.object({ data: z.array(promotionResponse), total: z.number().int() }),
          ),
          ...errorsOf(400, 401, 403),
        },
      },
    },
    async (request) => promotionPage(db, request.query),
  );

  api.post(
    apiPath(ENDPOINTS.promotions.add),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...PROMOTIONS_BACK_OFFICE,
        summary: 'Adds a coupon code',
        description:
          'Percent (with an optional MaxDiscount) or a fixed Amount, in fils; StartsAt and EndsAt with their offset. A code taken already (any case): 409.',
        consumes: FORM_TYPES,
        body: promotionSchema,
        response: { 200: addedResponse('PromotionID'), ...errorsOf(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const id = await addPromotion(db, request.body);
      return { status: 'success' as const, message: 'Promotion added', PromotionID: id };
    },
  );

  api.post(
    apiPath(ENDPOINTS.promotions.update),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...PROMOTIONS_BACK_OFFICE,
        summary: 'Saves a coupon code',
        description: 'The whole code again with its PromotionID (404 when unknown).',
        consumes: FORM_TYPES,
        body: promotionUpdateSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updatePromotion(db, request.body.PromotionID, request.body);
      return { status: 'success' as const, message: 'Promotion saved' };
    },
  );

  api.get(
    apiPath(ENDPOINTS.promotions.featured),
    {
      schema: {
        tags: ['promotions'],
        summary: "The running promotion the home page's banner shows",
        description:
          'Anybody. Active, featured, started, not ended and not used up; of several, the one ending first. null when none.',
        response: { 200: featuredResponse },
      },
    },
    async () => featuredPromotion(db),
  );
}
