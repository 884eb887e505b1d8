import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/**
 * The newsletter subscriptions that are the account's (decision 021): the one it made, and
 * one made from the footer with its verified address. Their choices, status, the consent record,
 * and the editions they were sent. The signing key of the mails' links is left out.
 */
export const newsletterSection: ExportSection = {
  name: 'newsletter',
  async read(db, userId) {
    const rows = await db.query<{
      id: string; email: string; lang: string; topics: string[]; frequency: string; status: string; created_at: Date; status_changed_at: Date;
      consent_at: Date | null; consent_lang: string | null; consent_network: string | null; consent_via: string | null; bounce_reason: string | null;
    }>(
      `SELECT id::text AS id, email, lang, topics, frequency, status, created_at, status_changed_at,
              consent_at, consent_lang, consent_network, consent_via, bounce_reason
       FROM newsletter_subscribers
       WHERE user_id = $1 OR email IN (SELECT provider_id FROM identities WHERE user_id = $1 AND provider = 'email' AND verified)
       ORDER BY created_at`,
      [userId],
    );
    return Promise.all(
      rows.map(async (row) => {
        const sends = await db.query<{ lang: string; frequency: string; period: string; sent_at: Date; story_ids: string[] }>(
          `SELECT e.lang, e.frequency, e.period, s.sent_at, s.story_ids FROM newsletter_sends s JOIN newsletter_editions e ON e.id = s.edition_id
           WHERE s.subscriber_id = $1 AND s.status = 'sent' ORDER BY s.sent_at DESC LIMIT 100`,
          [row.id],
        );
        return {
          email: row.email,
          lang: row.lang,
          topics: row.topics,
          frequency: row.frequency,
          status: row.status,
          subscribedAt: isoOrNull(row.created_at),
          statusChangedAt: isoOrNull(row.status_changed_at),
          consent: { at: isoOrNull(row.consent_at), lang: row.consent_lang, via: row.consent_via, networkHash: row.consent_network },
          bounceReason: row.bounce_reason,
          recentEditions: sends.map((send) => ({ lang: send.lang, frequency: send.frequency, period: send.period, sentAt: isoOrNull(send.sent_at), storyIds: send.story_ids })),
        };
      }),
    );
  },
};
