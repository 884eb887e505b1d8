import { z } from 'zod';
import { ACCOUNT_LIMITS, normaliseEmail } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import { accountNewsletterTopics, FOLLOWED_TOPIC, NEWSLETTER_FREQUENCIES, newsletterTopics, TOP_STORIES_TOPIC, type NewsletterFrequency } from '../../../shared/newsletter';
import type { SiteConfig } from '../../../shared/types';

type NewsletterConfig = Pick<SiteConfig, 'sites_news_lists' | 'languageCodes'>;

/** A subscription request, checked: the address lowercased, the topics known, in the site's order. */
export interface SubscribeInput {
  email: string;
  lang: LangCode;
  categories: string[];
  frequency: NewsletterFrequency;
}

/** New choices for a subscription; what is left out stays as it was. */
export interface ChoicesInput {
  lang?: LangCode | undefined;
  categories?: string[] | undefined;
  frequency?: NewsletterFrequency | undefined;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; parameter: string; message: string };

function asTuple<T extends string>(values: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = values;
  if (first === undefined) throw new Error('an enum needs at least one value');
  return [first, ...rest];
}

/** The topics as a rule: known ones only, at least one, each once, in digest order. */
function categoriesOf(topics: string[]) {
  const order = new Map(topics.map((topic, index) => [topic, index]));
  return z
    .array(z.enum(asTuple(topics), { error: `Unknown category. Choose from: ${topics.join(', ')}.` }), { error: 'The categories must be a list, such as ["top", "world"].' })
    .min(1, 'Choose at least one category.')
    .max(topics.length * 2, `Choose at most ${topics.length} categories.`)
    .transform((chosen) => [...new Set(chosen)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
}

/** Why FOLLOWED_TOPIC was refused: the subscription belongs to no account, which is what has follows. */
export const FOLLOWED_NEEDS_ACCOUNT =
  `"${FOLLOWED_TOPIC}" (what I follow) is for a subscription of an account: sign in and choose it in your profile.`;

/**
 * The newsletter's input rules for one site: its languages and its topics (top
 * stories and the configured lists except main and trending; changed choices may also hold
 * FOLLOWED_TOPIC, which the service allows only to a subscription of an account). Each rule says,
 * in plain words, what was wrong and what is accepted.
 */
export function newsletterSchemas(config: NewsletterConfig) {
  const topics = newsletterTopics(config);
  const email = z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(ACCOUNT_LIMITS.email, `Your email address must be at most ${ACCOUNT_LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address, such as name@example.com.'))
    .transform(normaliseEmail)
    .describe('The address to send to; it is stored lowercased.');
  const lang = z
    .enum(asTuple(config.languageCodes as LangCode[]), { error: `The language must be one of: ${config.languageCodes.join(', ')}.` })
    .describe('The language of the mails and pages.');
  const categories = categoriesOf(topics).describe(
    `What the digest covers: ${topics.join(', ')} ("${TOP_STORIES_TOPIC}" is the top stories of every category).`,
  );
  const changedCategories = categoriesOf(accountNewsletterTopics(config)).describe(
    `What the digest covers: ${accountNewsletterTopics(config).join(', ')} ("${TOP_STORIES_TOPIC}" is the top stories of every category; "${FOLLOWED_TOPIC}" the stories of the categories and subcategories the account follows, for a subscription of an account only).`,
  );
  const frequency = z.enum(NEWSLETTER_FREQUENCIES, { error: 'The frequency must be daily or weekly.' }).describe('How often a digest comes.');
  return {
    subscribe: z.object({
      email,
      lang: lang.default((config.languageCodes[0] ?? 'en') as LangCode),
      categories: categories.default([TOP_STORIES_TOPIC]),
      frequency: frequency.default('daily'),
    }),
    choices: z.object({ lang: lang.optional(), categories: changedCategories.optional(), frequency: frequency.optional() }),
    token: z.string({ error: 'The link’s token is missing.' }).min(1, 'The link’s token is missing.').max(300, 'The link’s token is not valid.'),
  };
}

export type NewsletterSchemas = ReturnType<typeof newsletterSchemas>;

/** The input checked against a rule, or the first parameter at fault and why. */
export function check<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const parameter = issue?.path.find((part) => typeof part === 'string') ?? 'body';
  return { ok: false, parameter, message: issue?.message ?? 'The request is not valid.' };
}
