import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  VISITOR_ID_PATTERN,
} from 'shared-contracts/server';
import { cookiesOf } from '../plugins/cookies';

/** A new visitor id: 16 random bytes, base64url (nothing about the visitor). */
export const newVisitorId = () => crypto.randomBytes(16).toString('base64url');

const idsOfRequests = new WeakMap<FastifyRequest, string>();

/**
 * The visitor's id from VISITOR_COOKIE. A request without a valid one gets a new id, set as the
 * cookie on its reply; every call for the same request answers the same id.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = idsOfRequests.get(request);
  if (known) return known;
  const sent = cookiesOf(request)[VISITOR_COOKIE];
  if (sent && VISITOR_ID_PATTERN.test(sent)) {
    idsOfRequests.set(request, sent);
    return sent;
  }
  const id = newVisitorId();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    secure: request.protocol === 'https' || request.server.config.secureCookies,
  });
  idsOfRequests.set(request, id);
  return id;
}

/** The visitor's bucket for a remote, 0 to 99: the first 4 bytes of a sha256 as uint32, mod 100. */
export function bucketOf(remote: string, visitorId: string): number {
  const digest = crypto.createHash('sha256').update(`${remote}:${visitorId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/**
 * Whether the visitor gets a remote's canary: their bucket is below its percent, so a visitor
 * stays on one side, and raising the percent keeps everyone who had it.
 */
export const onCanary = (remote: string, visitorId: string, percent: number) =>
  bucketOf(remote, visitorId) < percent;
