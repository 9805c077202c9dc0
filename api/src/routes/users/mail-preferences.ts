import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, LANGUAGES, mailPreferencesSchema, type MailPreferences } from '../../contracts';
import { LOGIN_FIRST, requireUser } from '../../auth/session';
import { users } from '../../db/schema';
import { HttpError } from '../../http-errors';
import { errorsOf } from '../responses';
import { apiPath } from '../paths';
import { FORM_TYPES, formBody, SIGNED_IN, typedRoutes, userOnly } from '../route-schemas';
import { mailLanguageOf } from '../../mail/recipients';

export const PREFERENCES_SAVED = 'Your mail settings were saved';

/** The answer of updatePreferences.php (serialised: keys in the handler's order). */
const preferencesResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  preferences: z.object({
    EmailLanguage: z.enum(LANGUAGES).describe("The language of the account's mails"),
    PriceAlerts: z.boolean().describe("Mails when a favourite's price drops or it is back"),
  }),
});

/** The signed-in user's mail settings: the mails' language and the favourites' alerts. */
export async function mailPreferenceRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  api.post(
    apiPath(ENDPOINTS.user.preferences),
    {
      // The session first (401), then the fields.
      preValidation: [userOnly, formBody],
      schema: {
        ...SIGNED_IN,
        tags: ['account'],
        summary: "Changes the session user's mail language and price alerts",
        description:
          'Either setting, or both; the one left out stays. EmailLanguage is en or ar; PriceAlerts turns on the mails about favourites whose price drops or that are back in stock.',
        consumes: FORM_TYPES,
        body: mailPreferencesSchema,
        response: { 200: preferencesResponse, ...errorsOf(400, 401) },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const { EmailLanguage, PriceAlerts } = request.body;
      const [row] = await db
        .update(users)
        .set({
          ...(EmailLanguage !== undefined && { emailLanguage: EmailLanguage }),
          ...(PriceAlerts !== undefined && { priceAlerts: PriceAlerts }),
        })
        .where(and(eq(users.UserID, me.UserID), eq(users.active, true)))
        .returning({ language: users.emailLanguage, alerts: users.priceAlerts });
      if (!row) throw new HttpError(401, LOGIN_FIRST);
      const preferences: MailPreferences = {
        EmailLanguage: mailLanguageOf(row.language),
        PriceAlerts: row.alerts,
      };
      return { status: 'success' as const, message: PREFERENCES_SAVED, preferences };
    },
  );
}
