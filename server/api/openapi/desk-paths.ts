import { z } from 'zod';
import { DESK_API } from '../../../shared/desk-api';
import { DESK_AUDIT_ACTIONS, OPERATIONS_ACTOR } from '../../../shared/desk-audit-actions';
import { STORY_ID_PATTERN } from '../../../shared/slug';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { DESK_STORY_STATUSES } from '../../db/desk/desk-stories';
import { WITHDRAWAL_REASONS } from '../../db/news/withdrawn-stories';
import { NEWSLETTER_FREQUENCIES } from '../../../shared/newsletter';
import { EDITIONS_SHOWN, INBOX_PAGE_SIZE } from '../desk/desk-inbox-routes';
import { PEOPLE_PAGE_SIZE, PEOPLE_ROLE_FILTERS } from '../desk/desk-people-routes';
import { PIN_LISTS } from '../desk/pin-request';
import { CORRECTABLE_FIELDS } from '../../db/desk/field-holds';
import { CORRECTION_KINDS } from '../../db/desk/story-corrections';
import { DESK_MAX_PAGE_SIZE, DESK_PAGE_SIZE } from '../desk/desk-story-query';
import { DESK_NOTE_MAX } from '../desk/desk-input';
import { DESK_CHANGES_PER_MINUTE } from '../desk/desk-rate-limit';
import { component } from './components';
import { errorAnswers, jsonAnswer, jsonRequestBody, pathParameter, query } from './openapi-parts';
import type { Paths, Security } from './openapi-types';

/** A staff session (passkey, or password and authenticator code) or the operations token. */
const DESK_READ: Security = [{ opsToken: [] }, { sessionBearer: [] }, { sessionCookie: [] }];
const DESK_WRITE: Security = [{ opsToken: [] }, { sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const DESK =
  'For editors and admins whose session signed in with a second factor and was used on the desk in the last 30 minutes (401 desk_session_idle after that, 403 second_factor_required without one), and for OPS_TOKEN (audited as "operations token"). Every answer is Cache-Control: private, no-store.';
const CHANGE = `Writes one entry to the desk's audit trail, in the same transaction. ${DESK_CHANGES_PER_MINUTE} changes a minute per actor (429).`;

const storyId = pathParameter('id', 'The story’s id: a string of digits.', z.string());
const noteField = (what: string) => z.string().max(DESK_NOTE_MAX).describe(what);

const withdrawalResult = component(
  'DeskWithdrawal',
  z.object({
    id: z.string(),
    status: z.enum(['withdrawn', 'live']),
    withdrawnAt: z.string().nullable().describe('ISO 8601; null once restored.'),
  }),
);

const withdrawal = z.object({ at: z.string().describe('ISO 8601.'), reason: z.enum(WITHDRAWAL_REASONS), note: z.string() }).nullable();
const deskStoryRow = z.object({
  id: z.string(),
  type: z.string(),
  subtype: z.string(),
  langs: z.array(z.enum(LANGUAGE_CODES)),
  title: z.string().describe('The English title, else the first language’s.'),
  postTime: z.number().describe('Epoch seconds.'),
  ingestedAt: z.string().describe('ISO 8601.'),
  updatedAt: z.string().describe('ISO 8601.'),
  status: z.enum(['live', 'withdrawn']),
  featured: z.boolean().describe('Pinned first on a list now.'),
  withdrawal,
});
const deskStoryList = component(
  'DeskStories',
  z.object({
    stories: z.array(deskStoryRow).describe('Newest ingested first.'),
    next: z.string().nullable().describe('The `after` of the next page; null on the last.'),
  }),
);

const auditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable().describe('Null for the operations token and the command line.'), name: z.string().describe('As it was then.'), role: z.enum(['editor', 'admin', 'operations']) }),
  action: z.enum(DESK_AUDIT_ACTIONS),
  target: z.object({ kind: z.enum(['story', 'account', 'message', 'newsletter', 'session']), id: z.string() }),
  before: z.unknown().describe('The fields the action changed, as they were.'),
  after: z.unknown().describe('The same fields after it.'),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string().describe('ISO 8601.'),
});
const auditPage = component(
  'DeskAudit',
  z.object({
    entries: z.array(auditEntry).describe('Newest first.'),
    next: z.string().nullable().describe('The `before` of the next page; null on the last.'),
  }),
);

const pin = z.object({ list: z.string(), lang: z.enum(LANGUAGE_CODES), storyId: z.string(), until: z.string(), pinnedBy: z.string() });
const hold = z.object({
  storyId: z.string(),
  lang: z.string().describe('A language, or * for a field every language shares.'),
  field: z.enum(CORRECTABLE_FIELDS),
  value: z.unknown().describe('The editor’s value.'),
  upstreamValue: z.unknown().describe('What upstream sent since, or null.'),
  upstreamAt: z.string().nullable(),
});
const deskHolds = component('DeskHolds', z.object({ holds: z.array(hold) }));
const deskCorrection = component(
  'DeskCorrection',
  z.object({ id: z.string(), storyId: z.string(), lang: z.enum(LANGUAGE_CODES), kind: z.enum(CORRECTION_KINDS), note: z.string(), fields: z.array(z.enum(CORRECTABLE_FIELDS)), correctedAt: z.string() }),
);
const heldFieldBody = z.object({ lang: z.string().describe('A language, or *.'), field: z.enum(CORRECTABLE_FIELDS) });

const deskPins = component('DeskPins', z.object({ pins: z.array(pin).describe('Where the story is featured now.') }));

const deskStoryWhole = component(
  'DeskStory',
  z.object({
    story: z.object({
      id: z.string(),
      type: z.string(),
      subtype: z.string(),
      postTime: z.number(),
      trendingScore: z.number(),
      imgUrls: z.array(z.string()),
      videoThumbs: z.array(z.string()),
      videoEmbedLink: z.string(),
      newsAuthor: z.object({ name: z.string(), url: z.string() }),
      ingestedAt: z.string(),
      updatedAt: z.string(),
      status: z.enum(['live', 'withdrawn']),
      withdrawal,
      versions: z.array(
        z.object({
          lang: z.enum(LANGUAGE_CODES),
          title: z.string(),
          summary: z.string(),
          outlines: z.array(z.string()),
          news: z.string().describe('The body’s markdown as ingested.'),
          cita: z.string(),
          updatedAt: z.string().describe('When upstream last wrote this version (ISO 8601).'),
        }),
      ).describe('In the site’s order of languages.'),
      media: z
        .array(
          z.object({
            kind: z.enum(['image', 'video']),
            url: z.string().describe('The address upstream named (or the desk corrected to).'),
            shown: z.string().describe("What readers get: the site's copy (/media/{hash}/large), /media/unavailable (the placeholder) or the address itself when it is a path of this site."),
            state: z.enum(['own', 'stored', 'pending', 'failed']).describe('own: a path of this site, never copied; pending: waiting for its fetch; failed: given up on.'),
            reason: z.string().nullable().describe('Why it failed, or why its last attempt did.'),
          }),
        )
        .describe('Each image, then each video thumbnail, and how its copy to the site stands.'),
    }),
    pins: z.array(pin).describe('Where it is featured now.'),
    holds: z.array(hold).describe('The fields the desk corrected, which an ingest keeps; with what upstream sent since, if anything.'),
    history: z.array(auditEntry).describe('The desk’s entries about it, newest first.'),
  }),
);

const person = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable().describe('Masked in the list (ad…@example.com); whole once the account is opened.'),
  phone: z.string().nullable().describe('E.164; masked in the list (+86…8000).'),
  roles: z.array(z.enum(['user', 'editor', 'admin'])),
  methods: z.array(z.string()).describe('How it signs in: email, phone, google, facebook, passkey.'),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
const deskPerson = component('DeskPerson', person);
const deskPersonDeleted = component('DeskPersonDeleted', z.object({ id: z.string(), deleted: z.literal(true) }));
const deskPeopleList = component('DeskPeople', z.object({ people: z.array(person).describe('Newest first.'), next: z.string().nullable() }));
const accountId = pathParameter('id', 'The account’s id (a UUID).', z.uuid());
const ADMIN = 'For admins only (403 for editors). ';

const inboxMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.enum(LANGUAGE_CODES),
  receivedAt: z.string(),
  mailed: z.boolean().describe('Mailed to the newsroom’s address.'),
  mailError: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable().describe('The name of who marked it handled.'),
});
const deskMessage = component('DeskMessage', inboxMessage);
const deskInbox = component('DeskInbox', z.object({ messages: z.array(inboxMessage).describe('Newest first.'), next: z.string().nullable() }));
const deskNewsletter = component(
  'DeskNewsletter',
  z.object({
    subscribers: z.array(z.object({ lang: z.string(), frequency: z.string(), status: z.string(), count: z.int() })),
    editions: z.array(
      z.object({
        id: z.string(), lang: z.string(), frequency: z.string(), period: z.string(), status: z.string(), createdAt: z.string(), finishedAt: z.string().nullable(),
        sent: z.int(), skipped: z.int(), failed: z.int(), pending: z.int(),
      }),
    ).describe(`The latest ${EDITIONS_SHOWN}, newest first.`),
  }),
);
const deskNewsletterSent = component('DeskNewsletterSent', z.object({ editions: z.array(z.object({ lang: z.string(), period: z.string(), status: z.string(), sent: z.int(), skipped: z.int(), failed: z.int(), pending: z.int() }).loose()) }));

/** The editorial desk (decision 033). */
export const deskPaths: Paths = {
  [DESK_API.stories]: {
    get: {
      operationId: 'deskStories',
      summary: 'Every story, withdrawn ones too, newest ingested first',
      description: `Filters combine. ${DESK}`,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [
        query('category', 'One category.', z.enum(NEWS_TYPES)),
        query('subcategory', 'One subcategory, as stored.', z.string().max(200)),
        query('lang', 'Stories with a version in this language; the language `q` searches (English unset).', z.enum(LANGUAGE_CODES)),
        query('status', 'live, withdrawn, corrected (any correction, clarification or silent fix on record), or featured (pinned on a list now).', z.enum(DESK_STORY_STATUSES)),
        query('from', 'Ingested at or after (ISO 8601).', z.string()),
        query('to', 'Ingested before (ISO 8601).', z.string()),
        query('q', 'Full text, through the site’s search documents.', z.string().max(200)),
        query('after', 'The `next` of the page before.', z.string()),
        query('limit', 'Stories per page.', z.int().min(1).max(DESK_MAX_PAGE_SIZE).default(DESK_PAGE_SIZE)),
      ],
      responses: { '200': jsonAnswer('One page.', deskStoryList), ...errorAnswers([400, 401, 403, 503]) },
    },
  },
  [DESK_API.story('{id}')]: {
    get: {
      operationId: 'deskStory',
      summary: 'One story whole, withdrawn or not, with every language version and its desk history',
      description: DESK,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [storyId],
      responses: { '200': jsonAnswer('The story.', deskStoryWhole), ...errorAnswers([400, 401, 403, 404, 503]) },
    },
  },
  [DESK_API.withdraw('{id}')]: {
    post: {
      operationId: 'deskWithdrawStory',
      summary: 'Withdraw a story from every public surface',
      description: `Lists, For you, archive, related stories, search and suggestions, feeds, sitemaps and newsletter editions not yet sent leave it out; its pages and the details API answer 410. A later ingest keeps it withdrawn. ${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(z.object({ reason: z.enum(WITHDRAWAL_REASONS), note: noteField('Why, for the record (required).') })),
      responses: { '200': jsonAnswer('Withdrawn.', withdrawalResult), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
  },
  [DESK_API.restore('{id}')]: {
    post: {
      operationId: 'deskRestoreStory',
      summary: 'Bring a withdrawn story back exactly as it was',
      description: `${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(z.object({ note: noteField('Why, for the record.').optional() })),
      responses: { '200': jsonAnswer('Live again.', withdrawalResult), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
  },
  [DESK_API.people]: {
    get: {
      operationId: 'deskPeople',
      summary: 'The accounts, newest first, addresses masked',
      description: `${ADMIN}${DESK}`,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [
        query('q', 'An email (exact, any case) or the start of a name.', z.string().max(254)),
        query('role', 'staff (editors and admins), user, editor or admin.', z.enum(PEOPLE_ROLE_FILTERS)),
        query('after', 'The `next` of the page before.', z.uuid()),
        query('limit', 'Accounts per page.', z.int().min(1).max(200).default(PEOPLE_PAGE_SIZE)),
      ],
      responses: { '200': jsonAnswer('One page.', deskPeopleList), ...errorAnswers([400, 401, 403, 503]) },
    },
  },
  [DESK_API.person('{id}')]: {
    get: {
      operationId: 'deskPerson',
      summary: 'One account, addresses whole; the opening is recorded in the audit trail',
      description: `${ADMIN}${DESK}`,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [accountId],
      responses: { '200': jsonAnswer('The account.', deskPerson), ...errorAnswers([400, 401, 403, 404, 503]) },
    },
    patch: {
      operationId: 'deskChangePerson',
      summary: 'Grant or revoke a staff role, or disable or enable the account: one change a call',
      description: `Disabling ends every session of the account at once; no sign-in method opens it until it is enabled. Nobody removes or disables the last admin (409 last_admin), nor disables their own account (409 own_account). ${ADMIN}${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [accountId],
      requestBody: jsonRequestBody(z.union([z.object({ role: z.enum(['user', 'editor', 'admin']) }), z.object({ disabled: z.boolean() })])),
      responses: { '200': jsonAnswer('The account after the change.', deskPerson), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
    delete: {
      operationId: 'deskDeletePerson',
      summary: 'Delete an account and everything of it, as its reader’s own deletion does',
      description: `Every session of the account ends with it. The audit entry keeps its roles, sign-in methods and dates, not its name or addresses. Nobody deletes the last admin (409 last_admin), nor their own account here (409 own_account: the account page does that). ${ADMIN}${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [accountId],
      responses: { '200': jsonAnswer('Deleted.', deskPersonDeleted), ...errorAnswers([400, 401, 403, 404, 409, 429, 503]) },
    },
  },
  [DESK_API.inbox]: {
    get: {
      operationId: 'deskInbox',
      summary: 'The contact form’s messages, newest first',
      description: DESK,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [
        query('open', 'Only those not yet handled.', z.boolean().default(false)),
        query('before', 'The `next` of the page before.', z.string()),
        query('limit', 'Messages per page.', z.int().min(1).max(200).default(INBOX_PAGE_SIZE)),
      ],
      responses: { '200': jsonAnswer('One page.', deskInbox), ...errorAnswers([400, 401, 403, 503]) },
    },
  },
  [DESK_API.message('{id}')]: {
    patch: {
      operationId: 'deskMarkMessage',
      summary: 'Mark a contact message handled, or not',
      description: `${DESK} ${CHANGE} Marking it as it already is changes and records nothing.`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [pathParameter('id', 'The message’s id.', z.string())],
      requestBody: jsonRequestBody(z.object({ handled: z.boolean() })),
      responses: { '200': jsonAnswer('The message.', deskMessage), ...errorAnswers([400, 401, 403, 404, 415, 429, 503]) },
    },
  },
  [DESK_API.newsletter]: {
    get: {
      operationId: 'deskNewsletter',
      summary: 'Subscribers by language, frequency and status, and the latest editions with their counts',
      description: DESK,
      tags: ['desk'],
      security: DESK_READ,
      responses: { '200': jsonAnswer('The newsletter.', deskNewsletter), ...errorAnswers([401, 403, 503]) },
    },
  },
  [DESK_API.newsletterSend]: {
    post: {
      operationId: 'deskSendNewsletter',
      summary: "Send the current period's edition now",
      description: `As POST /api/ops/newsletter/send: each subscriber gets an edition at most once, however often it is asked. ${DESK} Writes one audit entry when asked. ${DESK_CHANGES_PER_MINUTE} changes a minute per actor (429).`,
      tags: ['desk'],
      security: DESK_WRITE,
      requestBody: jsonRequestBody(z.object({ frequency: z.enum(NEWSLETTER_FREQUENCIES), lang: z.enum(LANGUAGE_CODES).optional() })),
      responses: { '200': jsonAnswer('The editions after the run.', deskNewsletterSent), ...errorAnswers([400, 401, 403, 415, 429, 503]) },
    },
  },
  [DESK_API.feature('{id}')]: {
    post: {
      operationId: 'deskFeatureStory',
      summary: 'Pin a story as the first item of trending or of its category, in the languages chosen, until a moment at most 7 days on',
      description: `One pin per list and language: this one takes the place of any there. The first page of that list (with no subcategory) shows it first, on the site and in the list API; the pin ends by itself. 409 for a withdrawn story (withdrawn), a list it is not in (not_in_list), or a language it lacks (missing_language). ${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(z.object({ list: z.enum(PIN_LISTS), langs: z.array(z.enum(LANGUAGE_CODES)).min(1), until: z.string().describe('ISO 8601, in the future, at most 7 days on.') })),
      responses: { '200': jsonAnswer('Featured.', deskPins), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
    delete: {
      operationId: 'deskUnfeatureStory',
      summary: 'End every pin of a story now',
      description: `409 not_featured when it has none. ${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      responses: { '200': jsonAnswer('No longer featured.', deskPins), ...errorAnswers([400, 401, 403, 404, 409, 429, 503]) },
    },
  },
  [DESK_API.corrections('{id}')]: {
    post: {
      operationId: 'deskCorrectStory',
      summary: 'Correct one language version: its title, summary, outlines or body, or the subcategory or images every version shares',
      description: `The fields go through the ingest's validation and the same sanitising on output. A correction or a clarification carries a public note; a silent fix (a typo) only the record's. The changed fields are held: a later ingest keeps them and records what upstream sent, to accept or dismiss. 409 unchanged when no field differs, missing_language for a language the story lacks. ${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(
        z.object({
          lang: z.enum(LANGUAGE_CODES),
          kind: z.enum(CORRECTION_KINDS),
          note: noteField('The public note (required unless silent).').optional(),
          title: z.string().optional(),
          summary: z.string().optional(),
          outlines: z.array(z.string()).optional(),
          news: z.string().optional(),
          subtype: z.string().optional(),
          img_urls: z.array(z.string()).optional(),
        }),
      ),
      responses: { '200': jsonAnswer('Corrected.', deskCorrection), ...errorAnswers([400, 401, 403, 404, 409, 413, 415, 429, 503]) },
    },
  },
  [DESK_API.acceptUpstream('{id}')]: {
    post: {
      operationId: 'deskAcceptUpstream',
      summary: 'Write what upstream sent for a field the desk corrected, and let the field go',
      description: `409 nothing_newer when upstream sent nothing since; 404 not_held for a field the desk does not hold. ${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(heldFieldBody),
      responses: { '200': jsonAnswer('The story’s holds after it.', deskHolds), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
  },
  [DESK_API.dismissUpstream('{id}')]: {
    post: {
      operationId: 'deskDismissUpstream',
      summary: 'Keep the editor’s value of a held field and forget what upstream sent',
      description: `${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(heldFieldBody),
      responses: { '200': jsonAnswer('The story’s holds after it.', deskHolds), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
  },
  [DESK_API.audit]: {
    get: {
      operationId: 'deskAudit',
      summary: "The desk's audit trail, newest first",
      description: `Every entry, newest first, a page at a time, filtered by who acted, what they did and which story. ${DESK}`,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [
        query('actor', `Only this account's entries (its id), or \`${OPERATIONS_ACTOR}\` for the operations token's and the command line's.`, z.string()),
        query('action', 'Only this action.', z.enum(DESK_AUDIT_ACTIONS)),
        query('story', 'Only the entries about this story.', z.string().regex(STORY_ID_PATTERN)),
        query('before', 'The `next` of the previous page: entries older than it.', z.string().regex(/^[0-9]{1,18}$/)),
        query('limit', 'Entries per page.', z.int().min(1).max(DESK_MAX_PAGE_SIZE).default(DESK_PAGE_SIZE)),
      ],
      responses: { '200': jsonAnswer('The entries.', auditPage), ...errorAnswers([400, 401, 403, 503]) },
    },
  },
};
