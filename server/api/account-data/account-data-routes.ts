import { Router } from 'express';
import type { AuthRouteContext } from '../auth/route-context';
import type { AccountDataContext } from './account-data-context';
import { accountDataRateLimits } from './account-data-rate-limits';
import { changeEmailRoutes } from './change-email-routes';
import { changePasswordRoute } from './change-password-route';
import { deleteAccountRoutes } from './delete-account-routes';
import { exportRoute } from './export-route';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';

/**
 * A reader's own data (decision 021): download it, delete the account after a fresh
 * sign-in, change the email address and the password. Every route needs the session (cookie or
 * bearer), and with the cookie the anti-forgery header on changes (the app's guard).
 */
export function accountDataRoutes(context: AuthRouteContext, stores: RateLimitStores, logger: Logger): Router {
  const dataContext: AccountDataContext = { ...context, dataLimits: accountDataRateLimits(stores, logger) };
  const router = Router();
  router.use(exportRoute(dataContext));
  router.use(deleteAccountRoutes(dataContext));
  router.use(changeEmailRoutes(dataContext));
  router.use(changePasswordRoute(dataContext));
  return router;
}
