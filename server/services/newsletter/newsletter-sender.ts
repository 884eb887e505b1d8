import type { LangCode } from '../../../shared/languages';
import { accountNewsletterTopics, FOLLOWED_TOPIC, type NewsletterFrequency, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import type { SentEdition } from '../../../shared/desk-newsletter-answers';
import type { Database } from '../../db/database';
import { createEdition, findEdition, finishEdition, type Edition } from '../../db/newsletter/editions';
import { followedByAudience } from '../../db/newsletter/followed-topics';
import { countSends, reclaimStaleSends } from '../../db/newsletter/sends';
import type { Logger } from '../../logger';
import type { Site } from '../../site/load-site';
import type { HeldMailer } from '../mail/mailer';
import { DIGEST_TEXTS } from './digest-texts';
import { editionPeriod } from './edition-period';
import { runEdition, type RunContext } from './edition-run';
import { newsletterLinkSigner } from './newsletter-links';
import { selectEditionStories } from './select-edition-stories';

export interface NewsletterSenderOptions {
  db: Database;
  site: Site;
  mailer: HeldMailer;
  logger: Logger;
  /** PUBLIC_ORIGIN (default the site's domainName): where every link of a digest points. */
  publicOrigin: string;
  /** The key of the signed links in mails; the subscription pages verify with the same one. */
  newsletterLinkSecret: string;
  /**
   * How old a claim must be before a run takes it back from another. On the embedded database no
   * other process can hold one, so a run takes back what a dead one left at once.
   */
  claimLeaseMs?: number;
  clock?: () => Date;
}

/** What one edition's run did. */
export type EditionSummary = SentEdition;

export interface NewsletterSender {
  /** Creates the current period's edition of one language if needed, and sends what is due of it. */
  sendEdition(frequency: NewsletterFrequency, lang: LangCode): Promise<EditionSummary>;
  /** Stops claiming, lets the mails in hand finish, and closes the mailer. */
  close(): Promise<void>;
}

const SERVER_LEASE_MS = 2 * 60_000;

export function newsletterSender(options: NewsletterSenderOptions): NewsletterSender {
  const { db, site, mailer, logger, publicOrigin, clock = () => new Date() } = options;
  const { config, newsletter } = site;
  const claimLeaseMs = options.claimLeaseMs ?? (db.kind === 'pglite' ? 0 : SERVER_LEASE_MS);
  let stopping = false;
  const context: RunContext = {
    db, mailer, logger, clock,
    signer: newsletterLinkSigner(options.newsletterLinkSecret),
    origin: publicOrigin,
    look: { siteName: config.siteName, headerBg: config.style.headerBg, headerText: config.style.headerText, homeUrl: publicOrigin },
    topicOrder: accountNewsletterTopics(config),
    topicLabel: (lang, topic) => {
      if (topic === TOP_STORIES_TOPIC) return DIGEST_TEXTS[lang].topStories;
      if (topic === FOLLOWED_TOPIC) return DIGEST_TEXTS[lang].followed;
      return Object.entries(site.translations[lang].navigations.header).find(([list]) => list === topic)?.[1] ?? topic;
    },
    storiesPerTopic: newsletter.storiesPerTopic,
    stopping: () => stopping,
  };
  // One run per language and frequency in this process; a second caller waits for the first.
  const running = new Map<string, Promise<EditionSummary>>();

  const editionFor = async (frequency: NewsletterFrequency, lang: LangCode): Promise<Edition | EditionSummary> => {
    const timeZone = newsletter.timeZones[lang] ?? 'UTC';
    const now = clock();
    const { period, startsAt, endsAt } = editionPeriod(frequency, now, timeZone);
    const existing = await findEdition(db, { lang, frequency, period });
    if (existing) return existing;
    const followed = await followedByAudience(db, { lang, frequency });
    const stories = await selectEditionStories(db, { config, lang, startsAt, endsAt, storiesPerTopic: newsletter.storiesPerTopic, origin: publicOrigin, followed });
    if (Object.keys(stories).length === 0) return { lang, frequency, period, status: 'empty', sent: 0, skipped: 0, failed: 0, pending: 0 };
    const { edition, created } = await createEdition(db, { lang, frequency, period, startsAt, endsAt, stories }, now);
    if (created) logger.info({ newsletter: { edition: edition.id, lang, frequency, period, topics: Object.keys(stories).length } }, 'newsletter edition created');
    return edition;
  };

  const send = async (frequency: NewsletterFrequency, lang: LangCode): Promise<EditionSummary> => {
    const edition = await editionFor(frequency, lang);
    if (!('id' in edition)) return edition;
    if (edition.status === 'sending' && !stopping) {
      await reclaimStaleSends(db, edition.id, new Date(clock().getTime() - claimLeaseMs));
      const started = Date.now();
      await runEdition(context, edition);
      const done = await finishEdition(db, edition.id);
      logger.info({ newsletter: { edition: edition.id, lang, frequency, period: edition.period, done, ms: Date.now() - started } }, 'newsletter run ended');
    }
    const counts = await countSends(db, edition.id);
    const pending = counts.pending + counts.sending;
    return {
      lang, frequency, period: edition.period, status: pending === 0 ? 'done' : 'sending',
      sent: counts.sent, skipped: counts.skipped, failed: counts.failed + counts.rejected, pending,
    };
  };

  return {
    sendEdition(frequency, lang) {
      const key = `${lang}:${frequency}`;
      let run = running.get(key);
      if (!run) {
        run = send(frequency, lang).finally(() => running.delete(key));
        running.set(key, run);
      }
      return run;
    },
    async close() {
      stopping = true;
      await Promise.allSettled(running.values());
      await mailer.close();
    },
  };
}
