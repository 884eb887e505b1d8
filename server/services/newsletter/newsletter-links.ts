import { createHmac } from 'node:crypto';
import { sameHash } from '../secrets/secret-values';

/**
 * The link token in every newsletter mail (preferences and unsubscribe): the subscriber's id and
 * an HMAC of it with the server's secret and the subscriber's own link key. It needs no row of
 * its own, so a mail to 100,000 subscribers signs 100,000 links without writing anything; a new
 * link key (or a deleted subscriber) voids every link sent before.
 */
export interface NewsletterLinkSigner {
  sign(subscriberId: string, linkKey: string): string;
  /** The subscriber id the token names; its link key must then match (verify). */
  subscriberIdOf(token: string): string | null;
  verify(token: string, linkKey: string): boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newsletterLinkSigner(secret: string): NewsletterLinkSigner {
  const mac = (subscriberId: string, linkKey: string) =>
    createHmac('sha256', secret).update(`newsletter-link\u0000${subscriberId}\u0000${linkKey}`).digest('base64url');
  return {
    sign: (subscriberId, linkKey) => `${subscriberId}.${mac(subscriberId, linkKey)}`,
    subscriberIdOf(token) {
      const id = token.split('.', 1)[0] ?? '';
      return UUID.test(id) && token.length < 200 ? id : null;
    },
    verify(token, linkKey) {
      const id = this.subscriberIdOf(token);
      return id !== null && sameHash(token, `${id}.${mac(id, linkKey)}`);
    },
  };
}
