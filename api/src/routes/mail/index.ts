import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINTS,
  LANGUAGES,
  MAIL_KINDS,
  MAIL_STATES,
  mailPageQuerySchema,
  mailResendSchema,
} from '../../contracts';
import { mailPage, resendMail } from '../../mail/mail-records';
import { documentationOnly } from '../../plugins/openapi';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { adminOnly, BACK_OFFICE, FORM_TYPES, formBody, typedRoutes } from '../route-schemas';

const MAIL_BACK_OFFICE = { ...BACK_OFFICE, tags: [...BACK_OFFICE.tags, 'mail'] };

const mailRowResponse = z.object({
  MailID: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  Kind: z.enum(MAIL_KINDS).describe('What caused the mail'),
  Language: z.enum(LANGUAGES),
  State: z.enum(MAIL_STATES),
  Attempts: z.number().int().describe('Sending tries made so far'),
  LastError: z.string().describe("The transport's last refusal; '' when none"),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
  NextAttemptAt: z.string().describe('When a Pending mail is tried next'),
});

const mailPageResponse = documentationOnly(
  z.object({
    status: z.literal('success'),
    data: z.array(mailRowResponse),
    total: z.number().int(),
  }),
);

/** The back-office's view of the mail outbox: every mail with its state, and sending one again. */
export async function mailRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  api.get(
    apiPath(ENDPOINTS.mail.page),
    {
      preValidation: adminOnly,
      schema: {
        ...MAIL_BACK_OFFICE,
        summary: 'A page of mails, newest first, of one state when asked',
        description: `${BACK_OFFICE.description} A mail is Pending until the transport accepts it (retried with a doubling wait meanwhile), then Sent; Failed after its last try.`,
        querystring: mailPageQuerySchema,
        response: { 200: mailPageResponse, ...errorsOf(400, 401, 403) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await mailPage(db, request.query)) }),
  );

  api.post(
    apiPath(ENDPOINTS.mail.resend),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...MAIL_BACK_OFFICE,
        summary: 'Sends a mail again',
        description: `${BACK_OFFICE.description} Puts the mail back to Pending, due now, with every try again, whatever its state (a Sent mail is sent once more, under the same Message-ID). 404 for an unknown MailID; 409 while it is being sent.`,
        consumes: FORM_TYPES,
        body: mailResendSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await resendMail(db, request.body.MailID);
      return { status: 'success' as const, message: 'The mail will be sent again' };
    },
  );
}
