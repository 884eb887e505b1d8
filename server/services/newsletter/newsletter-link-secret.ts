import { createHmac } from 'node:crypto';

/**
 * The key of the newsletter's signed links, derived from the server secret that every instance
 * shares (AUTH_SECRET or the database's), so that a link mailed by one instance opens on all,
 * and the anti-forgery key itself never signs anything else.
 */
export function newsletterLinkSecretOf(authSecret: string): string {
  return createHmac('sha256', authSecret).update('xnews newsletter links').digest('base64url');
}
