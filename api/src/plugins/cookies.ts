import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Minimal cookie support: request.cookies parsed from the Cookie header and reply.setCookie /
 * clearCookie. (@fastify/cookie loads its parser with a dynamic import that Jest's CommonJS runtime
 * cannot run; the api needs only this much.)
 */
declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options: CookieOptions): FastifyReply;
    clearCookie(name: string, options: { path: string }): FastifyReply;
  }
}

export interface CookieOptions {
  path: string;
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
  /** Seconds. */
  maxAge?: number;
}

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite === 'lax' ? 'Lax' : 'Strict'}`);
  return parts.join('; ');
}

function appendSetCookie(reply: FastifyReply, cookie: string) {
  const existing = reply.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  reply.header('set-cookie', [...list, cookie]);
}

export async function cookieSupport(app: FastifyInstance) {
  app.decorateRequest('cookies', null as unknown as Record<string, string>);
  app.addHook('onRequest', async (request) => {
    request.cookies = parseCookieHeader(request.headers.cookie);
  });
  app.decorateReply(
    'setCookie',
    function (this: FastifyReply, name: string, value: string, options: CookieOptions) {
      appendSetCookie(this, serializeCookie(name, value, options));
      return this;
    },
  );
  app.decorateReply(
    'clearCookie',
    function (this: FastifyReply, name: string, options: { path: string }) {
      appendSetCookie(this, serializeCookie(name, '', { ...options, maxAge: 0 }));
      return this;
    },
  );
}
