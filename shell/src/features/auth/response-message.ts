import {
  activeLanguage,
  commonMessages,
  ERRORS,
  errorMessageOf,
  localizeMessage,
  statusOf,
} from 'shared-contracts';
import { AUTH_EN, type AuthMessages } from './i18n/en';
import { authMessages } from './i18n/messages';

/**
 * What the modal shows when a login or sign-up call throws: the server's `status: 'error'`
 * message when it answered one (even with a 4xx code), otherwise the network error text.
 */
export function messageForFailure(error: unknown): string {
  const status = statusOf(error);
  const message = errorMessageOf(error, '').trim();
  return status !== undefined && status < 500 && message ? message : ERRORS.network;
}

type ServerKey = Extract<keyof AuthMessages, `server${string}`>;

/** The service's known answers, by their English text -> the message key that translates them. */
const SERVER_MESSAGES = new Map<string, ServerKey>(
  (Object.keys(AUTH_EN) as (keyof AuthMessages)[])
    .filter((key): key is ServerKey => key.startsWith('server') && !AUTH_EN[key].includes('{'))
    .map((key) => [AUTH_EN[key], key]),
);

/** The per-address cap's refusal: 'Rate limit exceeded, retry in 1 minute' / '45 seconds'. */
const RATE_LIMIT = /^Rate limit exceeded, retry in (\d+) (second|minute)s?$/;

/**
 * A message the modal shows, in the active language: the known answers of the sign-in, sign-up
 * and password-reset service, the network error and the schema messages are translated; anything else (an
 * answer already in Arabic) shows as it came.
 */
export function modalMessage(text: string): string {
  if (activeLanguage() === 'en') return text;
  if (text === ERRORS.network) return commonMessages.t('network');
  const key = SERVER_MESSAGES.get(text);
  if (key) return authMessages.t(key);
  const rateLimit = RATE_LIMIT.exec(text);
  if (rateLimit) {
    const n = Number(rateLimit[1]);
    return authMessages.t(rateLimit[2] === 'second' ? 'serverRetrySeconds' : 'serverRetryMinutes', {
      n,
    });
  }
  return localizeMessage(text);
}
