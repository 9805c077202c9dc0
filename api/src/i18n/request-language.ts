import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  parseLanguage,
  type Language,
} from 'shared-contracts/server';
import { languageOfRequest } from 'shared-contracts/server';
import { addVary } from '../cache-control';
import { cookiesOf } from '../plugins/cookies';

/** The `?lang=` of a request's address, when it names a supported language. */
export function queryLanguage(request: FastifyRequest): Language | undefined {
  const search = request.url.split('?')[1];
  return search ? parseLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY)) : undefined;
}

/** The language cookie. */
const cookieLanguage = (request: FastifyRequest): string | undefined =>
  cookiesOf(request)[LANGUAGE_COOKIE];

/** A request's language: `?lang=`, the visitor's cookie, Accept-Language, then English. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfRequest({
    query: queryLanguage(request),
    cookie: cookieLanguage(request),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** Says the answer depends on the request's language (besides `?lang=`, part of its address). */
export const varyOnLanguage = (reply: FastifyReply) =>
  addVary(reply, ['Accept-Language', 'Cookie']);

/**
 * The language of the product names an answer carries (lists, suggestions): English answers hold
 * no Arabic names, so the answer varies with the request's language.
 */
export function namesLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  varyOnLanguage(reply);
  return requestLanguage(request);
}
