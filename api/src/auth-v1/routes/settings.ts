import type { AuthV1Context } from '../context';
import { routeSchemas } from '../schemas';
import type { AuthRoute } from './route';

const OTHER_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'figma',
  'github',
  'gitlab',
  'kakao',
  'keycloak',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
];

/** GET /settings: what this server offers (GoTrue's shape). */
export const settingsRoute: AuthRoute = (app, ctx: AuthV1Context) => {
  app.get('/settings', { schema: routeSchemas.settings }, async () => ({
    external: {
      ...Object.fromEntries(OTHER_PROVIDERS.map((name) => [name, false])),
      email: true,
      phone: false,
      facebook: Boolean(ctx.config.providers.facebook),
      google: Boolean(ctx.config.providers.google),
    },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
};
