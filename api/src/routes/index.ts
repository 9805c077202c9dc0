import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from './catalog';
import { mailRoutes } from './mail';
import { favouriteRoutes } from './favourites';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { promotionRoutes } from './promotions';
import { productAdminRoutes } from './products/admin';
import { releaseRoutes } from './releases';
import { searchRoutes } from './products/search';
import { spellingRoutes } from './products/spelling';
import { productStorefrontRoutes } from './products/storefront';
import { accountRoutes } from './users/account';
import { mailPreferenceRoutes } from './users/mail-preferences';
import { passwordResetRoutes } from './users/password-reset';
import { userAdminRoutes } from './users/admin';
import { sellQueueRoutes } from './sell-queue';
import { settingsRoutes } from './settings';

/** Every shop and back-office call under /api/. */
export async function shopRoutes(app: FastifyInstance) {
  await accountRoutes(app);
  await passwordResetRoutes(app);
  await mailPreferenceRoutes(app);
  await favouriteRoutes(app);
  await userAdminRoutes(app);
  await catalogRoutes(app);
  await productStorefrontRoutes(app);
  await searchRoutes(app);
  await spellingRoutes(app);
  await productAdminRoutes(app);
  await sellQueueRoutes(app);
  await orderRoutes(app);
  await paymentRoutes(app);
  await promotionRoutes(app);
  await mailRoutes(app);
  await settingsRoutes(app);
  await releaseRoutes(app);
}
