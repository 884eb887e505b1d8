import type { CorrectableField, CorrectionKind, WithdrawalReason } from '../desk-answers';

/**
 * The desk's one-story screen (decision 033): the story's language versions side by side, its
 * ingest history and held fields, its desk history, and the withdraw, restore, correct and
 * feature actions. `{placeholders}` are filled in by the screen.
 */
export interface DeskStoryTexts {
  /** Above the title: "Story {id}". */
  storyId: string;
  notFound: string;
  live: string;
  withdrawn: string;
  category: string;
  subcategory: string;
  posted: string;
  images: string;
  /** An image's text alternative: "Image {n} of the story". */
  imageAlt: string;
  videoThumbAlt: string;
  noImages: string;
  /** Under an image the site has not stored yet. */
  imagePending: string;
  /** Under an image the site gave up on: "Could not be copied: {reason}". */
  imageFailed: string;
  /** The link to the address upstream named. */
  imageSource: string;
  versions: string;
  /** A version's heading's tail: "updated {date}". */
  versionUpdated: string;
  summary: string;
  outlines: string;
  body: string;
  showSources: string;
  hideSources: string;
  article: string;
  brief: string;
  ingest: DeskIngestTexts;
  history: DeskHistoryTexts;
  /** After an action: what went wrong, in words the desk can act on. */
  refusals: DeskStoryRefusals;
  withdraw: WithdrawTexts;
  correct: CorrectTexts;
  feature: FeatureTexts;
  /** Names of the fields a correction may change, shared by the form, the holds and the history. */
  fields: Record<CorrectableField, string>;
  reasons: Record<WithdrawalReason, string>;
  kinds: Record<CorrectionKind, string>;
}

/** Ingested and updated times, and the fields the desk holds against upstream. */
export interface DeskIngestTexts {
  title: string;
  ingested: string;
  updated: string;
  /** One version's last write by upstream: "{lang}: {date}". */
  versionUpdated: string;
  holds: string;
  noHolds: string;
  /** A field every language shares. */
  allLanguages: string;
  /** Held and upstream sent nothing newer. */
  nothingNewer: string;
  deskValue: string;
  /** "Upstream's value, sent {date}". */
  upstreamValue: string;
  /** Above the word-by-word comparison of the two values. */
  changes: string;
  /** Read before a removed and an added stretch, for those who do not see the marks. */
  removed: string;
  added: string;
  empty: string;
  accept: string;
  dismiss: string;
  accepted: string;
  dismissed: string;
}

export interface DeskHistoryTexts {
  title: string;
  none: string;
  auditLink: string;
  roles: Record<'editor' | 'admin' | 'operations', string>;
  actions: Record<'story-withdrawn' | 'story-restored' | 'story-corrected' | 'story-featured' | 'story-unfeatured' | 'upstream-accepted' | 'upstream-dismissed', string>;
  reason: string;
  note: string;
  before: string;
  after: string;
}

export interface DeskStoryRefusals {
  /** Someone else changed the story meanwhile (already withdrawn, no longer featured, …); the page shows it as it is now. */
  stale: string;
  unchanged: string;
  /** A withdrawn story cannot be featured. */
  withdrawnNotFeatured: string;
  upstreamInvalid: string;
  /** A 400 the screen has no text of its own for; the API's own words follow. */
  invalid: string;
}

export interface WithdrawTexts {
  title: string;
  explain: string;
  reason: string;
  note: string;
  noteHint: string;
  noteRequired: string;
  noteTooLong: string;
  submit: string;
  confirm: string;
  confirmSubmit: string;
  cancel: string;
  sending: string;
  done: string;
  /** The withdrawn story's state: "Withdrawn on {date}". */
  withdrawnOn: string;
  restoreTitle: string;
  restoreNote: string;
  restore: string;
  restored: string;
}

export interface CorrectTexts {
  title: string;
  explain: string;
  lang: string;
  kind: string;
  kindHints: Record<CorrectionKind, string>;
  /** The note's label for a correction or clarification: readers see it. */
  publicNote: string;
  /** The note's label for a silent fix: only the record keeps it. */
  recordNote: string;
  noteRequired: string;
  /** Lines of a list field. */
  onePerLine: string;
  /** Subcategory and images are every language's. */
  shared: string;
  submit: string;
  sending: string;
  done: string;
  noChange: string;
}

export interface FeatureTexts {
  title: string;
  explain: string;
  list: string;
  langs: string;
  langsRequired: string;
  until: string;
  untilHint: string;
  untilInvalid: string;
  submit: string;
  sending: string;
  done: string;
  current: string;
  none: string;
  /** One pin: "{list} in {lang} until {date}, by {name}". */
  pin: string;
  unpin: string;
  unpinned: string;
}
