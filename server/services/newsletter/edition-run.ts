import { LRUCache } from 'lru-cache';
import { FOLLOWED_TOPIC, type NewsletterFrequency } from '../../../shared/newsletter';
import { newsletterPreferencesPath, newsletterUnsubscribePath } from '../../../shared/routes/newsletter-paths';
import type { Database } from '../../db/database';
import type { Edition } from '../../db/newsletter/editions';
import { followedTopicKeys } from '../../db/newsletter/followed-topics';
import { storiesAlreadySent } from '../../db/newsletter/send-history';
import { withdrawnAmong } from '../../db/news/withdrawn-stories';
import { type ClaimedSend, claimSends, markBounced, markSent, recordSendFailure, type SentCopy, skipSends, unclaimSends } from '../../db/newsletter/sends';
import type { Logger } from '../../logger';
import { maskedRecipient } from '../../masked-recipient';
import type { HeldMailer, MailMessage } from '../mail/mailer';
import { MailRejectedError } from '../mail/mail-errors';
import { randomToken } from '../secrets/secret-values';
import { type DigestLook, type DigestTemplate, personalDigest, renderDigest } from './digest-mail';
import { DIGEST_TEXTS } from './digest-texts';
import { groupedCalls } from './grouped-calls';
import type { NewsletterLinkSigner } from './newsletter-links';
import { planDigest } from './plan-digest';
import { failedSendUpdate, isConnectionFailure } from './send-outcome';

/** Sends claimed at once: enough to keep every connection busy, few enough to stay small in memory. */
const CLAIM_BATCH = 250;
/** How far back a subscriber's earlier mails are checked for the stories of this one. */
const HISTORY_DAYS = 30;
/** Distinct digests kept rendered during a run (topics × stories already sent). */
const RENDERED_DIGESTS = 2_000;

export interface RunContext {
  db: Database;
  mailer: HeldMailer;
  logger: Logger;
  signer: NewsletterLinkSigner;
  /** PUBLIC_ORIGIN: where the personal links point. */
  origin: string;
  look: DigestLook;
  /** The site's topics in digest order, and each one's heading in a language. */
  topicOrder: readonly string[];
  topicLabel: (lang: Edition['lang'], topic: string) => string;
  storiesPerTopic: number;
  clock: () => Date;
  /** Asked before each claim: true stops the run (the process is shutting down). */
  stopping: () => boolean;
}

interface Work {
  send: ClaimedSend;
  template: DigestTemplate;
  storyIds: string[];
}

/** List-Id (RFC 2919): one list per language and frequency, named under the site's host. */
function listId(look: DigestLook, edition: Edition): string {
  const host = new URL(look.homeUrl).hostname;
  return `${look.siteName} ${edition.frequency} digest (${edition.lang}) <${edition.frequency}-${edition.lang}.newsletter.${host}>`;
}

/**
 * One run over an edition's due sends: claims them in batches under a token of its own, mails
 * each subscriber their digest through the held mailer, and records every outcome. It ends when
 * nothing is due, when the mail server cannot be reached (the sends wait for a later run), or
 * when the process stops; sends it still held go back to pending.
 */
export async function runEdition(context: RunContext, edition: Edition): Promise<void> {
  const { db, mailer, logger, clock } = context;
  const token = randomToken(16);
  const frequency: NewsletterFrequency = edition.frequency;
  const texts = DIGEST_TEXTS[edition.lang];
  const rendered = new LRUCache<string, DigestTemplate>({ max: RENDERED_DIGESTS });
  const candidates = [...new Set(Object.values(edition.stories).flatMap((stories) => stories.map((story) => story.id)))];
  const since = new Date((edition.startsAt - HISTORY_DAYS * 86_400) * 1000);
  const release = groupedCalls((copies: SentCopy[]) => markSent(db, edition.id, token, copies, clock()), (copy) => copy.subscriberId);
  const headers = { 'List-Id': listId(context.look, edition), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

  let queue: Work[] = [];
  let exhausted = false;
  let halted = false;
  let refill: Promise<void> | null = null;

  const prepare = async (): Promise<void> => {
    const claimed = await claimSends(db, edition.id, token, clock(), CLAIM_BATCH);
    if (claimed.length === 0) {
      exhausted = true;
      return;
    }
    const gone = claimed.filter((send) => send.status !== 'confirmed' || send.lang !== edition.lang || send.frequency !== frequency);
    const audience = claimed.filter((send) => !gone.includes(send));
    const history = await storiesAlreadySent(db, audience.map((send) => send.subscriberId), candidates, edition.id, since);
    // A story the desk withdrew after the edition was chosen is sent to nobody, as if each had it already (decision 033).
    const withdrawn = await withdrawnAmong(db, candidates);
    const following = audience.filter((send) => send.topics.includes(FOLLOWED_TOPIC)).map((send) => send.subscriberId);
    const followed = following.length > 0 ? await followedTopicKeys(db, following) : new Map<string, string[]>();
    const empty: string[] = [];
    for (const send of audience) {
      const plan = planDigest(
        edition.stories, context.topicOrder, send.topics, followed.get(send.subscriberId) ?? [], new Set([...(history.get(send.subscriberId) ?? []), ...withdrawn]), context.storiesPerTopic,
      );
      if (plan.sections.length === 0) {
        empty.push(send.subscriberId);
        continue;
      }
      let template = rendered.get(plan.key);
      if (!template) {
        template = renderDigest(context.look, {
          lang: edition.lang, frequency, period: edition.period, texts, sections: plan.sections,
          topicLabel: (topic) => context.topicLabel(edition.lang, topic),
        });
        rendered.set(plan.key, template);
      }
      queue.push({ send, template, storyIds: plan.storyIds });
    }
    await skipSends(db, edition.id, token, gone.map((send) => send.subscriberId), 'no longer subscribed to this edition');
    await skipSends(db, edition.id, token, empty, 'nothing new to send');
  };

  const next = async (): Promise<Work | undefined> => {
    while (queue.length === 0 && !exhausted && !halted && !context.stopping()) {
      refill ??= prepare().finally(() => (refill = null));
      await refill;
    }
    return halted || context.stopping() ? undefined : queue.shift();
  };

  const deliver = async ({ send, template, storyIds }: Work): Promise<void> => {
    const linkToken = context.signer.sign(send.subscriberId, send.linkKey);
    const unsubscribe = `${context.origin}${newsletterUnsubscribePath(edition.lang, linkToken)}`;
    const personal = personalDigest(template, { preferences: `${context.origin}${newsletterPreferencesPath(edition.lang, linkToken)}`, unsubscribe });
    const message: MailMessage = {
      to: send.email, subject: template.subject, text: personal.text, html: personal.html, kind: 'newsletter-digest', lang: edition.lang,
      headers: { ...headers, 'List-Unsubscribe': `<${unsubscribe}>` },
    };
    const copy = { subscriberId: send.subscriberId, storyIds };
    const outcome = await mailer.sendHeld(message, async (tx) => (tx ? (await markSent(tx, edition.id, token, [copy], clock())).has(send.subscriberId) : release(copy)));
    if (outcome.status === 'sent') return;
    if (outcome.status === 'withdrawn') {
      // Unsubscribed (or bounced) since the claim; or the claim was taken back, and then this changes nothing.
      await skipSends(db, edition.id, token, [send.subscriberId], 'no longer subscribed to this edition');
      return;
    }
    const { error } = outcome;
    const update = failedSendUpdate({ ...outcome, attemptsBefore: send.attempts }, clock());
    if (!update) {
      logger.warn({ newsletter: { edition: edition.id, to: maskedRecipient(send.email) }, reason: error.message }, 'digest recorded as sent, but its delivery was not confirmed');
      return;
    }
    await recordSendFailure(db, edition.id, token, send.subscriberId, update);
    if (error instanceof MailRejectedError) await markBounced(db, send.subscriberId, error.message);
    if (isConnectionFailure(error)) halted = true;
  };

  const worker = async (): Promise<void> => {
    for (let work = await next(); work; work = await next()) await deliver(work);
  };
  // Twice the connections, so that each connection has its next mail composed while it sends one.
  await Promise.all(Array.from({ length: mailer.concurrency * 2 }, worker));
  // Claimed but never tried (the run was halted or stopped): back to pending, with no attempt counted.
  const untried = queue.map((work) => work.send.subscriberId);
  queue = [];
  if (untried.length > 0) await unclaimSends(db, edition.id, token, untried);
}
