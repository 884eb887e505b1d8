import type { RouteHandle } from '../../app/route-handle';

/**
 * Every desk screen's route handle (decision 033). The server has already sent a signed-out
 * visitor to sign in (personal-pages.ts); the prefetch answers 403 to a signed-in reader who is
 * not staff, and 404 to an unknown language. The desk's data is each staff member's own view,
 * loaded by the browser from /api/desk/, whose gate checks role, second factor and idle time.
 */
export const deskHandle: RouteHandle = {
  module: 'client/pages/desk/DeskPage.tsx',
  messageSections: ['account', 'desk', 'totp'],
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./desk-page-status')).deskPageStatus(context),
};
