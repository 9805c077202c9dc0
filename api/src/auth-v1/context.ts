import type { Db } from '../db/database';
import type { AuthV1Config } from './config';
import type { AuthLimiter } from './rate-limiter';

/** What every /auth/v1 route works with. */
export interface AuthV1Context {
  config: AuthV1Config;
  db: Db;
  limiter: AuthLimiter;
}
