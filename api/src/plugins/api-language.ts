import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ARABIC_MESSAGES, translateByTemplate } from '../contracts';
import { requestLanguage, varyOnLanguage } from '../i18n/request-language';
import { BACK_OFFICE } from '../routes/route-schemas';

/**
 * The shop's messages in the shopper's language: a JSON answer of /api/ or of the hosted auth
 * (/auth/v1/) whose request is in Arabic (?lang=, the reluxe_lang cookie, then Accept-Language)
 * gets its `message` (and the hosted auth's `msg`, `error_description`, `weak_password.message`)
 * through ARABIC_MESSAGES; a message the table does not know stays English. English answers are
 * left as they are, byte for byte. The back-office is English: its calls are never translated.
 */

/** The paths whose JSON answers carry messages a shopper reads. */
const TRANSLATED_PATHS = ['/api/', '/auth/v1/'];

/** A JSON answer with a message: a cheap test before parsing (every key is written quoted). */
const HAS_MESSAGE = /"(?:message|msg|error_description)":/;

/**
 * Answers with a message are small objects; larger ones (product pages, lists) are not scanned,
 * so the hot reads pay nothing for this hook.
 */
const MESSAGE_ANSWER_MAX_LENGTH = 16 * 1024;

const OPEN_BRACE = 0x7b;

/** Keys of an answer (and of its weak_password object) that hold a message. */
const MESSAGE_KEYS = ['message', 'msg', 'error_description'] as const;

/** The tag every back-office route schema carries. */
const [BACK_OFFICE_TAG] = BACK_OFFICE.tags;

/** `message` in Arabic when the table has it (by its `{name}` templates), else as it is. */
export const arabicMessage = (message: string): string =>
  translateByTemplate(message, ARABIC_MESSAGES) ?? message;

/** Translates the message keys of `body` in place; true when one changed. */
function translateMessages(body: Record<string, unknown>): boolean {
  let changed = false;
  const translate = (holder: Record<string, unknown>) => {
    for (const key of MESSAGE_KEYS) {
      const text = holder[key];
      if (typeof text !== 'string' || !text) continue;
      const arabic = arabicMessage(text);
      if (arabic !== text) {
        holder[key] = arabic;
        changed = true;
      }
    }
  };
  translate(body);
  const weak = body.weak_password;
  if (weak && typeof weak === 'object' && !Array.isArray(weak)) {
    translate(weak as Record<string, unknown>);
  }
  return changed;
}

const isBackOffice = (request: FastifyRequest) => {
  const tags = (request.routeOptions.schema as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) && tags.includes(BACK_OFFICE_TAG);
};

/** A GET or HEAD answer a browser or a shared cache may keep (not marked no-store). */
function mayBeCached(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''));
}

/**
 * One onSend hook for the whole server (added before the routes, so it runs before the
 * compression of each route). Callback style: the hot reads, without a message, pass through
 * without a promise.
 */
export function apiLanguage(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length > MESSAGE_ANSWER_MAX_LENGTH ||
      payload.charCodeAt(0) !== OPEN_BRACE ||
      !TRANSLATED_PATHS.some((path) => request.url.startsWith(path)) ||
      !HAS_MESSAGE.test(payload) ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      return done(null, payload);
    }
    if (mayBeCached(request, reply)) varyOnLanguage(reply);
    if (requestLanguage(request) !== 'ar' || isBackOffice(request)) return done(null, payload);
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return done(null, payload);
    }
    if (!body || typeof body !== 'object') return done(null, payload);
    const changed = translateMessages(body as Record<string, unknown>);
    return done(null, changed ? JSON.stringify(body) : payload);
  });
}
