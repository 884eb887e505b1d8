import type { LangCode } from './languages';
import type { NewsAuthor } from './types';

/*
 * What the desk's API answers (decision 033), for the server that writes it and the desk's pages
 * that read it.
 */

/** The desk's roles: editors act on stories, admins on stories and on people. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** What an account's roles may hold. */
export type StoredRole = 'user' | StaffRole;

/** An account's staff role, the higher when it holds both; null for a reader. */
export function staffRoleOf(roles: readonly string[]): StaffRole | null {
  if (roles.includes('admin')) return 'admin';
  return roles.includes('editor') ? 'editor' : null;
}

export type WithdrawalReason = 'legal' | 'error' | 'duplicate' | 'other';
export const WITHDRAWAL_REASONS: readonly WithdrawalReason[] = ['legal', 'error', 'duplicate', 'other'];

export interface Withdrawal {
  at: string;
  reason: WithdrawalReason;
  note: string;
}

export type DeskStoryStatus = 'live' | 'withdrawn';
/** What the list filters on: a story's status, that it is featured now, or that the desk ever corrected it (silent fixes too). */
export type DeskStoryStatusFilter = DeskStoryStatus | 'featured' | 'corrected';
export const DESK_STORY_STATUSES: readonly DeskStoryStatusFilter[] = ['live', 'withdrawn', 'corrected', 'featured'];

/** One story in GET /api/desk/stories. */
export interface DeskStoryRow {
  id: string;
  type: string;
  subtype: string;
  langs: LangCode[];
  /** The English title, else the first language's. */
  title: string;
  /** Epoch seconds. */
  postTime: number;
  ingestedAt: string;
  updatedAt: string;
  status: DeskStoryStatus;
  /** Pinned first on a list now (decision 033). */
  featured: boolean;
  withdrawal: Withdrawal | null;
}

/** GET /api/desk/stories: newest ingested first; `next` is the `after` of the next page, null on the last. */
export interface DeskStoriesAnswer {
  stories: DeskStoryRow[];
  next: string | null;
}

export interface DeskStoryVersion {
  lang: LangCode;
  title: string;
  summary: string;
  outlines: string[];
  /** The body's markdown, as ingested (the desk renders it as readers see it). */
  news: string;
  cita: string;
  /** When upstream last wrote this version. */
  updatedAt: string;
}

export interface DeskStory {
  id: string;
  type: string;
  subtype: string;
  postTime: number;
  trendingScore: number;
  imgUrls: string[];
  videoThumbs: string[];
  videoEmbedLink: string;
  newsAuthor: NewsAuthor;
  ingestedAt: string;
  updatedAt: string;
  status: DeskStoryStatus;
  withdrawal: Withdrawal | null;
  versions: DeskStoryVersion[];
  /** Each image and video thumbnail as readers see it (decision 035), in img_urls then video_thumbs order. */
  media: DeskMedia[];
}

/** One image of a story: the upstream address, the site's copy readers get, and how its copying stands. */
export interface DeskMedia {
  kind: 'image' | 'video';
  url: string;
  /** The site's copy, the placeholder's stand-in, or the address itself when it is already this site's. */
  shown: string;
  /** own: a path of this site, never copied; stored; pending: waiting for its fetch; failed: given up on. */
  state: 'own' | 'stored' | 'pending' | 'failed';
  /** Why it failed, or why its last attempt did. */
  reason: string | null;
}

/** The fields a correction may change: each language's own, and two every language shares. */
export const VERSION_FIELDS = ['title', 'summary', 'outlines', 'news'] as const;
export const SHARED_FIELDS = ['subtype', 'img_urls'] as const;
export type CorrectableField = (typeof VERSION_FIELDS)[number] | (typeof SHARED_FIELDS)[number];
export const CORRECTABLE_FIELDS: readonly CorrectableField[] = [...VERSION_FIELDS, ...SHARED_FIELDS];

/** A field the desk corrected, which an ingest keeps; what upstream sent since, for the desk to accept or dismiss. */
export interface FieldHold {
  storyId: string;
  /** '*' for a field every language shares. */
  lang: string;
  field: CorrectableField;
  value: unknown;
  upstreamValue: unknown;
  upstreamAt: string | null;
}

export type CorrectionKind = 'correction' | 'clarification' | 'silent';
export const CORRECTION_KINDS: readonly CorrectionKind[] = ['correction', 'clarification', 'silent'];

export interface StoryCorrection {
  id: string;
  storyId: string;
  lang: string;
  kind: CorrectionKind;
  note: string;
  fields: CorrectableField[];
  correctedAt: string;
}

export interface StoryPin {
  list: string;
  lang: LangCode;
  storyId: string;
  until: string;
  pinnedBy: string;
}

/** Who acted at the desk, as the record keeps them: name and role as they were then. */
export interface DeskActor {
  /** Null for the operations token and the command line, which are no account. */
  id: string | null;
  name: string;
  role: 'editor' | 'admin' | 'operations';
}

export type DeskTargetKind = 'story' | 'account' | 'message' | 'newsletter' | 'session';

/** One entry of the audit trail, as GET /api/desk/audit and a story's history answer it. */
export interface StoredDeskAuditEntry {
  id: string;
  actor: DeskActor;
  action: string;
  target: { kind: DeskTargetKind; id: string };
  before: unknown;
  after: unknown;
  reason: string | null;
  note: string | null;
  at: string;
}

/** GET /api/desk/stories/{id}. */
export interface DeskStoryAnswer {
  story: DeskStory;
  pins: StoryPin[];
  holds: FieldHold[];
  history: StoredDeskAuditEntry[];
}

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  receivedAt: string;
  /** Whether it was mailed to the newsroom's address; the error when it could not be. */
  mailed: boolean;
  mailError: string | null;
  handledAt: string | null;
  handledBy: string | null;
}

export interface SubscriberCount {
  lang: string;
  frequency: string;
  status: string;
  count: number;
}

export interface EditionRow {
  id: string;
  lang: string;
  frequency: string;
  period: string;
  status: string;
  createdAt: string;
  finishedAt: string | null;
  sent: number;
  skipped: number;
  failed: number;
  pending: number;
}

export interface DeskPerson {
  id: string;
  name: string;
  /** The verified email, or the contact address given at phone sign-up; null for none. */
  email: string | null;
  /** E.164. */
  phone: string | null;
  roles: StoredRole[];
  /** How the account signs in: email, phone, google, facebook, passkey. */
  methods: string[];
  createdAt: string;
  lastSignInAt: string | null;
  disabledAt: string | null;
}

/** What the desk's deletion of an account answers: its id, which no longer opens anything. */
export interface DeskPersonDeleted {
  id: string;
  deleted: true;
}
