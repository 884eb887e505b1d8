import { createHmac } from 'node:crypto';

/** The newsletter links' key, derived from the server's secret so that it is the same on every instance. */
export function newsletterLinkSecretOf(authSecret: string): string {
  return createHmac('sha256', authSecret).update('newsletter-links').digest('base64url');
}
