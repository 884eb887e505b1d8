import { Router } from 'express';
import type { Logger } from '../../logger';
import type { AccountServices } from '../../services/accounts/account-services';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { totpContext } from '../../services/totp/totp-context';
import { accountDataRoutes } from '../account-data/account-data-routes';
import { usersRoutes } from '../users/users-routes';
import { authRateLimits } from './auth-rate-limits';
import type { Csrf } from './csrf';
import { loginRoutes } from './login-routes';
import { passkeyRoutes } from './passkey-routes';
import { passkeySignInRoutes } from './passkey-sign-in-routes';
import { resetRoutes } from './reset-routes';
import { secondFactorRoutes } from './second-factor-routes';
import { sessionRoutes } from './session-routes';
import { signupCodeRoutes } from './signup-code-routes';
import { signupRoutes } from './signup-routes';
import { totpRoutes } from './totp-routes';

export interface AuthRouteOptions {
  services: AccountServices;
  csrf: Csrf;
  /** Where the limits count: in-process, or Redis shared by every instance. */
  rateLimitStores: RateLimitStores;
  logger: Logger;
  /** The key of TOTP secrets at rest, the same on every instance (app.ts derives it from the server secret; decision 034). */
  totpSecretKey: Buffer;
}

/** The accounts API of spec §7 (sign-up, login, current user, logout, reset), passkeys, TOTP, and the admin user list. */
export function authRoutes({ services, csrf, rateLimitStores, logger, totpSecretKey }: AuthRouteOptions): Router {
  const context = { services, csrf, limits: authRateLimits(rateLimitStores, logger) };
  const totp = totpContext(services, totpSecretKey);
  const router = Router();
  router.use(signupCodeRoutes(context));
  router.use(signupRoutes(context));
  router.use(loginRoutes(context));
  router.use(sessionRoutes(context));
  router.use(resetRoutes(context));
  router.use(accountDataRoutes(context, rateLimitStores, logger));
  router.use(passkeyRoutes(context));
  router.use(passkeySignInRoutes(context));
  router.use(totpRoutes(context, totp));
  router.use(secondFactorRoutes(context, totp));
  router.use(usersRoutes(services));
  return router;
}
