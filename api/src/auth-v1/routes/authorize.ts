import type { FastifyReply } from 'fastify';
import type { AuthV1Context } from '../context';
import { signJwt } from '../jwt';
import { routeSchemas } from '../schemas';
import { allowedRedirect, defaultRedirect, siteOrigin } from '../site';
import type { AuthRoute } from './route';
import { escapeHtml } from '../../html-escape';

const PROVIDERS = {
  facebook: {
    label: 'Facebook',
    url: 'https://www.facebook.com/v19.0/dialog/oauth',
    scope: 'email public_profile',
  },
  google: {
    label: 'Google',
    url: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email profile',
  },
} as const;

type ProviderName = keyof typeof PROVIDERS;

function errorPage(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  backTo: string,
) {
  return reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${reply.pageNonce}">body{font-family:system-ui,sans-serif;background:#181818;color:#ededed;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:360px;padding:2rem;border:1px solid #2e2e2e;border-radius:8px;background:#1f1f1f}a{color:#3ecf8e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(backTo)}">Back to sign in</a></p></main></body>
</html>`);
}

/**
 * GET /authorize?provider=facebook|google&redirect_to=&scopes=: sends the browser to the
 * provider when its client id is configured; otherwise a page that says so.
 */
export const authorizeRoute: AuthRoute = (app, ctx: AuthV1Context) => {
  app.get('/authorize', { schema: routeSchemas.authorize }, async (request, reply) => {
    const { query } = request;
    const joinUrl = `${siteOrigin(ctx.config, request)}/join`;
    const name = (query.provider ?? '').toLowerCase();
    if (!(name in PROVIDERS)) {
      return errorPage(
        reply,
        400,
        'Unsupported provider',
        `The provider "${query.provider ?? ''}" is not supported by this server (facebook and google are).`,
        joinUrl,
      );
    }
    const provider = PROVIDERS[name as ProviderName];
    const clientId = ctx.config.providers[name as ProviderName]?.clientId;
    if (!clientId) {
      return errorPage(
        reply,
        400,
        `${provider.label} sign-in is not available`,
        `The ${name} provider is not configured on this server.`,
        joinUrl,
      );
    }
    const redirectTo =
      allowedRedirect(ctx.config, request, query.redirect_to) ??
      defaultRedirect(ctx.config, request, 'oauth');
    const state = await signJwt(
      { provider: name, redirect_to: redirectTo, exp: Math.floor(Date.now() / 1000) + 600 },
      ctx.config.jwtSecret,
    );
    const url = new URL(provider.url);
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('redirect_uri', `${siteOrigin(ctx.config, request)}/auth/v1/callback`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', [provider.scope, query.scopes ?? ''].join(' ').trim());
    url.searchParams.set('state', state);
    return reply.redirect(url.toString(), 302);
  });

  /** The provider's answer: exchanging its code needs the client secret, which this server does not do yet. */
  app.get('/callback', async (request, reply) => {
    return errorPage(
      reply,
      501,
      'Social sign-in is not completed here',
      'This server can start a Facebook or Google sign-in but does not exchange the provider code yet. Use email sign-in.',
      `${siteOrigin(ctx.config, request)}/join`,
    );
  });
};
