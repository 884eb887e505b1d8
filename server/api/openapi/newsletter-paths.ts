import { z } from 'zod';
import { NEWSLETTER_FREQUENCIES, NEWSLETTER_API } from '../../../shared/newsletter';
import { PAGE_PATTERNS } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/types';
import { newsletterSchemas } from '../../services/newsletter/newsletter-schema';
import { component, requestSchema } from './components';
import { apiError } from './error-schemas';
import { errorAnswers, jsonAnswer, jsonRequestBody, pathParameter, query, redirect } from './openapi-parts';
import type { Operation, Paths, Security } from './openapi-types';

const accepted = component('NewsletterAccepted', z.object({ success: z.literal(true), message: z.string().describe('“Check your inbox”, in the language sent: the same for every address.') }));

const preferences = component(
  'NewsletterPreferences',
  z.object({
    email: z.string().describe('Masked (a…@example.com) when reached by a link; whole for the signed-in owner.'),
    lang: z.string(),
    topics: z.array(z.string()).describe('The categories chosen; "following" is what the account follows.'),
    frequency: z.enum(NEWSLETTER_FREQUENCIES),
    status: z.enum(['pending', 'confirmed', 'unsubscribed', 'bounced']),
    account: z.boolean().describe('Tied to an account, so that it may choose "following": the stories of the categories and subcategories the account follows.'),
  }),
);

const confirmation = component(
  'NewsletterConfirmation',
  z.object({
    status: z.enum(['confirmed', 'already-confirmed']).describe('already-confirmed: the same link opened again (mail scanners open links first).'),
    lang: z.string(),
    manageToken: z.string().describe('The signed token of the preferences and unsubscribe pages.'),
  }),
);

const accountNewsletter = component(
  'AccountNewsletter',
  z.object({
    email: z.string().nullable().describe('The verified account address a subscription goes to; null when the account has none.'),
    subscription: preferences.nullable(),
  }),
);

const oneClickDone = component('NewsletterUnsubscribed', z.object({ success: z.literal(true), message: z.string() }));

/** A session by bearer token, or by cookie with the anti-forgery header on changes. */
const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
const SESSION_WRITE: Security = [{ sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const INVALID_LINK = 'A link that is not valid (invalid_link): it may have been replaced by a newer one.';
const token = z.string().describe('The token of the link in the mail.');

function pagePost(operationId: string, summary: string, description: string, body: z.ZodType, extra: Operation['responses']): Operation {
  return {
    operationId,
    summary,
    description,
    tags: ['newsletter'],
    parameters: [pathParameter('lang', 'The page’s language.', z.string()), query('token', 'The signed token of the link in the mail.', token, true)],
    requestBody: { required: false, content: { 'application/x-www-form-urlencoded': { schema: requestSchema(body) } } },
    responses: { '303': redirect('Back to the page, which shows the outcome.'), ...extra, ...errorAnswers([413, 415]) },
  };
}

/** The newsletter's subscriptions: subscribe, the mails' links, and the customer's own. */
export function newsletterPaths(config: SiteConfig): Paths {
  const schemas = newsletterSchemas(config);
  const withToken = (schema: z.ZodObject) => schema.extend({ token });
  return {
    [NEWSLETTER_API.subscribe]: {
      post: {
        operationId: 'newsletterSubscribe',
        summary: 'Subscribe an address (double opt-in)',
        description:
          'JSON, or the footer’s urlencoded form (categories may repeat). A confirmation mail with a single-use link (48 hours) goes to a new, pending or unsubscribed address; ' +
          'an address already confirmed gets a notice with the link to its preferences. The answer is the same for every address. ' +
          'A browser’s form (urlencoded, Accept preferring text/html) gets 303 to the page saying to check the inbox, or to the subscribe page with ?problem=invalid|rate-limited|unavailable. ' +
          '10 requests per 10 minutes from one network, 3 per hour for one address.',
        tags: ['newsletter'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: requestSchema(schemas.subscribe) }, 'application/x-www-form-urlencoded': { schema: requestSchema(schemas.subscribe) } },
        },
        responses: {
          '202': jsonAnswer('Taken: a mail is on its way (or, for a confirmed address, a notice).', accepted),
          '303': redirect('A browser’s form: to the “check your inbox” page, or to the subscribe page with ?problem=.'),
          '400': jsonAnswer('A malformed address, an unknown category or language, a wrong frequency (invalid_parameter, with parameter), or a body that is not an object.', apiError),
          ...errorAnswers([413, 415, 429, 503]),
        },
      },
    },
    [NEWSLETTER_API.confirm]: {
      post: {
        operationId: 'newsletterConfirm',
        summary: 'Confirm a subscription with the mailed link’s token',
        description: 'Keeps the consent (time, language, network hash). Opening the same link again answers already-confirmed.',
        tags: ['newsletter'],
        requestBody: jsonRequestBody(z.object({ token })),
        responses: {
          '200': jsonAnswer('Confirmed.', confirmation),
          '400': jsonAnswer('No token (invalid_parameter), or a body that is not JSON.', apiError),
          '404': jsonAnswer(INVALID_LINK, apiError),
          '410': jsonAnswer('The link has expired (link_expired): it works for 48 hours.', apiError),
          ...errorAnswers([413, 415, 503]),
        },
      },
    },
    [NEWSLETTER_API.preferences]: {
      get: {
        operationId: 'newsletterPreferences',
        summary: 'A subscription’s preferences, by the signed link in its mails',
        tags: ['newsletter'],
        parameters: [query('token', 'The signed token of the link in the mail.', token, true)],
        responses: { '200': jsonAnswer('The subscription, the address masked.', preferences), '400': jsonAnswer('No token.', apiError), '404': jsonAnswer(INVALID_LINK, apiError), ...errorAnswers([503]) },
      },
      put: {
        operationId: 'newsletterUpdatePreferences',
        summary: 'Change a subscription’s categories, frequency or language, by the signed link',
        description: 'What is left out stays as it was.',
        tags: ['newsletter'],
        requestBody: jsonRequestBody(withToken(schemas.choices)),
        responses: {
          '200': jsonAnswer('Saved.', preferences),
          '400': jsonAnswer('No token, an unknown category or language, a wrong frequency, or "following" for a subscription of no account (invalid_parameter).', apiError),
          '404': jsonAnswer(INVALID_LINK, apiError),
          ...errorAnswers([413, 415, 503]),
        },
      },
    },
    [NEWSLETTER_API.unsubscribe]: {
      post: {
        operationId: 'newsletterUnsubscribe',
        summary: 'Unsubscribe at once, by the signed link',
        description: 'Idempotent: unsubscribing again answers the same.',
        tags: ['newsletter'],
        requestBody: jsonRequestBody(z.object({ token })),
        responses: { '200': jsonAnswer('Unsubscribed.', preferences), '400': jsonAnswer('No token.', apiError), '404': jsonAnswer(INVALID_LINK, apiError), ...errorAnswers([413, 415, 503]) },
      },
    },
    [NEWSLETTER_API.mine]: {
      get: {
        operationId: 'myNewsletter',
        summary: 'The signed-in customer’s subscription',
        tags: ['newsletter'],
        security: SESSION_READ,
        responses: { '200': jsonAnswer('The subscription, if any, and the verified address.', accountNewsletter), ...errorAnswers([401, 503]) },
      },
      put: {
        operationId: 'saveMyNewsletter',
        summary: 'Subscribe the verified account address in one click, or change the choices',
        description: 'No second confirmation: the account proved the address (consent via account). What is left out keeps its value (or the default). Saved from here, the subscription is the account’s, so it may choose "following" (what the account follows).',
        tags: ['newsletter'],
        security: SESSION_WRITE,
        requestBody: jsonRequestBody(schemas.choices),
        responses: {
          '200': jsonAnswer('Subscribed or saved.', accountNewsletter),
          '400': jsonAnswer('An unknown category or language, a wrong frequency (invalid_parameter), or a body that is not JSON.', apiError),
          '409': jsonAnswer('The account has no verified email address (email_not_verified).', apiError),
          ...errorAnswers([401, 403, 413, 415, 503]),
        },
      },
      delete: {
        operationId: 'unsubscribeMyNewsletter',
        summary: 'Unsubscribe the signed-in customer at once',
        description: 'Without a subscription, nothing changes.',
        tags: ['newsletter'],
        security: SESSION_WRITE,
        responses: { '200': jsonAnswer('Unsubscribed.', accountNewsletter), ...errorAnswers([401, 403, 503]) },
      },
    },
    [PAGE_PATTERNS.newsletterPreferences.replace(':lang', '{lang}')]: {
      post: pagePost(
        'newsletterPreferencesPage',
        'The preferences page’s form, without JavaScript',
        'Saves the choices (every category box unticked is refused), then 303 back to the page with &saved=1, or &problem=invalid.',
        z.object({ categories: z.array(z.string()).optional(), frequency: z.enum(NEWSLETTER_FREQUENCIES).optional(), lang: z.string().optional() }),
        {},
      ),
    },
    [PAGE_PATTERNS.newsletterUnsubscribe.replace(':lang', '{lang}')]: {
      post: pagePost(
        'newsletterOneClickUnsubscribe',
        'The List-Unsubscribe address (RFC 8058 one-click) and the unsubscribe page’s button',
        'With List-Unsubscribe=One-Click (a mail provider): unsubscribes, 200, no page; 404 for a link that is not valid. Without it (the page’s button): unsubscribes, 303 back to the page.',
        z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
        { '200': jsonAnswer('Unsubscribed (one click).', oneClickDone), '404': jsonAnswer(INVALID_LINK, apiError) },
      ),
    },
  };
}
