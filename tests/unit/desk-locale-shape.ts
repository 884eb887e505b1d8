import { DESK_AUDIT_ACTIONS, type DeskAuditAction } from '../../shared/desk-audit-actions';

/**
 * The desk section's shape in every translation file (locales.test.ts), one entry per screen's
 * texts: 'string' for a text. locales.test.ts holds it to the DeskTranslations type.
 */
export const DESK_SHAPE = {
  shell: {
    title: 'string', description: 'string', menu: 'string', stories: 'string', audit: 'string', people: 'string', inbox: 'string',
    newsletter: 'string', forbiddenTitle: 'string', forbidden: 'string', adminsOnly: 'string', loading: 'string', failed: 'string',
    networkError: 'string', retry: 'string', rateLimited: 'string', pageExpired: 'string',
  },
  people: {
    title: 'string', intro: 'string', searchTitle: 'string', query: 'string', queryHint: 'string', roleFilter: 'string',
    filters: { all: 'string', staff: 'string', user: 'string', editor: 'string', admin: 'string' },
    search: 'string', resultsTitle: 'string', none: 'string', more: 'string', loadingMore: 'string', email: 'string', phone: 'string',
    roles: 'string', methods: 'string', created: 'string', lastSignIn: 'string', status: 'string', active: 'string', disabledSince: 'string',
    never: 'string', noAddress: 'string', roleNames: { user: 'string', editor: 'string', admin: 'string' },
    methodNames: { email: 'string', phone: 'string', google: 'string', facebook: 'string', passkey: 'string' },
    showDetails: 'string', detailsTitle: 'string', backToList: 'string', roleTitle: 'string', roleLabel: 'string', saveRole: 'string',
    saving: 'string', roleSaved: 'string', disableTitle: 'string', disableExplain: 'string', disable: 'string', confirmDisable: 'string',
    disabledDone: 'string', enableTitle: 'string', enableExplain: 'string', enable: 'string', enabledDone: 'string', deleteTitle: 'string',
    deleteExplain: 'string', delete: 'string', confirmDelete: 'string', deletedDone: 'string', cancel: 'string',
    refusals: { lastAdmin: 'string', ownAccount: 'string', unknownAccount: 'string', invalidId: 'string', invalidSearch: 'string' },
  },  secondFactor: { title: 'string', explain: 'string', profileLink: 'string', withCode: 'string', verify: 'string', verifying: 'string', verified: 'string' },
  story: {
    storyId: 'string', notFound: 'string', live: 'string', withdrawn: 'string', category: 'string', subcategory: 'string', posted: 'string',
    images: 'string', imageAlt: 'string', videoThumbAlt: 'string', noImages: 'string', imagePending: 'string', imageFailed: 'string', imageSource: 'string', versions: 'string', versionUpdated: 'string',
    summary: 'string', outlines: 'string', body: 'string', showSources: 'string', hideSources: 'string', article: 'string', brief: 'string',
    ingest: { title: 'string', ingested: 'string', updated: 'string', versionUpdated: 'string', holds: 'string', noHolds: 'string', allLanguages: 'string', nothingNewer: 'string', deskValue: 'string', upstreamValue: 'string', changes: 'string', removed: 'string', added: 'string', empty: 'string', accept: 'string', dismiss: 'string', accepted: 'string', dismissed: 'string' },
    history: { title: 'string', none: 'string', auditLink: 'string', roles: { editor: 'string', admin: 'string', operations: 'string' }, actions: { 'story-withdrawn': 'string', 'story-restored': 'string', 'story-corrected': 'string', 'story-featured': 'string', 'story-unfeatured': 'string', 'upstream-accepted': 'string', 'upstream-dismissed': 'string' }, reason: 'string', note: 'string', before: 'string', after: 'string' },
    refusals: { stale: 'string', unchanged: 'string', withdrawnNotFeatured: 'string', upstreamInvalid: 'string', invalid: 'string' },
    withdraw: { title: 'string', explain: 'string', reason: 'string', note: 'string', noteHint: 'string', noteRequired: 'string', noteTooLong: 'string', submit: 'string', confirm: 'string', confirmSubmit: 'string', cancel: 'string', sending: 'string', done: 'string', withdrawnOn: 'string', restoreTitle: 'string', restoreNote: 'string', restore: 'string', restored: 'string' },
    correct: { title: 'string', explain: 'string', lang: 'string', kind: 'string', kindHints: { correction: 'string', clarification: 'string', silent: 'string' }, publicNote: 'string', recordNote: 'string', noteRequired: 'string', onePerLine: 'string', shared: 'string', submit: 'string', sending: 'string', done: 'string', noChange: 'string' },
    feature: { title: 'string', explain: 'string', list: 'string', langs: 'string', langsRequired: 'string', until: 'string', untilHint: 'string', untilInvalid: 'string', submit: 'string', sending: 'string', done: 'string', current: 'string', none: 'string', pin: 'string', unpin: 'string', unpinned: 'string' },
    fields: { title: 'string', summary: 'string', outlines: 'string', news: 'string', subtype: 'string', img_urls: 'string' },
    reasons: { legal: 'string', error: 'string', duplicate: 'string', other: 'string' },
    kinds: { correction: 'string', clarification: 'string', silent: 'string' },
  },
  stories: {
    title: 'string', filters: 'string', category: 'string', allCategories: 'string', subcategory: 'string', allSubcategories: 'string',
    language: 'string', allLanguages: 'string', status: 'string', anyStatus: 'string', statusLive: 'string', statusWithdrawn: 'string',
    statusCorrected: 'string', statusFeatured: 'string', from: 'string', to: 'string', search: 'string', apply: 'string', clear: 'string',
    datesReversed: 'string', invalidFilter: 'string', caption: 'string', colTitle: 'string', colCategory: 'string', colLanguages: 'string',
    colIngested: 'string', colPosted: 'string', colStatus: 'string', colPublic: 'string', badgeLive: 'string', badgeWithdrawn: 'string',
    badgeFeatured: 'string', reasonLegal: 'string', reasonError: 'string', reasonDuplicate: 'string', reasonOther: 'string', publicLink: 'string',
    shown: 'string', more: 'string', loadingMore: 'string', emptyAll: 'string', empty: 'string',
  },
  audit: {
    title: 'string', intro: 'string', filters: 'string', actor: 'string', actorHint: 'string', action: 'string', anyAction: 'string', story: 'string',
    storyHint: 'string', apply: 'string', clear: 'string', badActor: 'string', badStory: 'string', caption: 'string', colTime: 'string',
    colActor: 'string', colAction: 'string', colTarget: 'string', colDetails: 'string', onlyActor: 'string',
    roles: { editor: 'string', admin: 'string', operations: 'string' },
    actions: Object.fromEntries(DESK_AUDIT_ACTIONS.map((action) => [action, 'string'])) as Record<DeskAuditAction, 'string'>,
    targets: { story: 'string', account: 'string', message: 'string', newsletter: 'string', session: 'string' },
    reason: 'string', note: 'string', change: 'string', reasons: { legal: 'string', error: 'string', duplicate: 'string', other: 'string' },
    empty: 'string', emptyFiltered: 'string', more: 'string', loadingMore: 'string',
  },
  inbox: {
    title: 'string', intro: 'string', onlyOpen: 'string', from: 'string', email: 'string', received: 'string', language: 'string', mailed: 'string',
    notMailed: 'string', mailError: 'string', open: 'string', handled: 'string', markHandled: 'string', markOpen: 'string', saving: 'string',
    markedHandled: 'string', markedOpen: 'string', empty: 'string', emptyOpen: 'string', more: 'string', loadingMore: 'string',
  },
  newsletter: {
    title: 'string', intro: 'string', subscribersCaption: 'string', editionsCaption: 'string', colLanguage: 'string', colFrequency: 'string',
    colStatus: 'string', colCount: 'string', colPeriod: 'string', colCreated: 'string', colFinished: 'string', colSent: 'string', colSkipped: 'string',
    colFailed: 'string', colPending: 'string', frequencies: { daily: 'string', weekly: 'string' },
    subscriberStatuses: { pending: 'string', confirmed: 'string', unsubscribed: 'string', bounced: 'string' },
    editionStatuses: { sending: 'string', done: 'string', empty: 'string' }, noSubscribers: 'string', noEditions: 'string', notFinished: 'string',
    sendTitle: 'string', sendIntro: 'string', frequency: 'string', language: 'string', allLanguages: 'string', send: 'string', confirm: 'string',
    confirmSend: 'string', cancel: 'string', sending: 'string', sent: 'string', editionOutcome: 'string',
  },
} as const;
