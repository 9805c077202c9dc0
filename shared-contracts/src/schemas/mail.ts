import { z } from 'zod';
import { PAGE_SIZES } from '../constants/timings';
import { MAIL_STATES } from '../entities/mail';
import { LANGUAGES } from '../i18n/language';
import { emailField, flagField, idField, pagingField } from './fields';

/** User/forgotPassword.php: the address to send the link to. */
export const forgotPasswordSchema = z.object({ Email: emailField });
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

/**
 * User/resetPassword.php and the 'Set a new password' form: the link's token and the new
 * password twice. The password's strength rules are the server's, as at sign-up.
 */
export const resetPasswordSchema = z
  .object({
    Token: z
      .string({ error: 'The reset link is incomplete' })
      .trim()
      .min(1, { error: 'The reset link is incomplete' })
      .max(200, { error: 'The reset link is not valid' }),
    Password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(200, { error: 'Password is too long' }),
    conf_Password: z
      .string({ error: 'Confirm your password' })
      .min(1, { error: 'Confirm your password' })
      .max(200, { error: 'Password is too long' }),
  })
  .refine((form) => form.Password === form.conf_Password, {
    error: 'Passwords do not match',
    path: ['conf_Password'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** User/updatePreferences.php: either setting, or both. */
export const mailPreferencesSchema = z
  .object({
    EmailLanguage: z.enum(LANGUAGES, { error: 'Email language must be en or ar' }).optional(),
    PriceAlerts: flagField('PriceAlerts').optional(),
  })
  .refine((body) => body.EmailLanguage !== undefined || body.PriceAlerts !== undefined, {
    error: 'Send EmailLanguage or PriceAlerts',
  });
export type MailPreferencesInput = z.input<typeof mailPreferencesSchema>;

/** The most favourites kept per shopper on the server. */
export const MAX_FAVOURITES = 500;

/** Favourites/syncFavourites.php: the shopper's whole list of favourite product ids. */
export const favouritesSyncSchema = z.object({
  ProductIDs: z
    .array(idField('ProductIDs'), { error: 'ProductIDs must be a list of ids' })
    .max(MAX_FAVOURITES, { error: `At most ${MAX_FAVOURITES} favourites` }),
});
export type FavouritesSync = z.input<typeof favouritesSyncSchema>;

/** Mail/showmail_page.php: 1-based pages, newest first, of one state when asked. */
export const mailPageQuerySchema = z.object({
  page: pagingField('page', 1_000_000, 1),
  limit: pagingField('limit', 100, PAGE_SIZES.orders),
  state: z.enum(MAIL_STATES, { error: 'state must be Pending, Sent or Failed' }).optional(),
});
export type MailPageQuery = z.input<typeof mailPageQuerySchema>;

/** Mail/resendMail.php: puts a mail back in the outbox to be sent now. */
export const mailResendSchema = z.object({ MailID: idField('MailID') });
