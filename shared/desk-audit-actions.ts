import type { StoredDeskAuditEntry } from './desk-answers';

/**
 * Every action the desk records in its audit trail (decision 033), for the services that write
 * them, the API that filters on them and the desk's page that names them in each language. A new
 * action is added here first, so that the filter accepts it and every language must name it.
 */
export const DESK_AUDIT_ACTIONS = [
  'story-withdrawn',
  'story-restored',
  'story-corrected',
  'story-featured',
  'story-unfeatured',
  'upstream-accepted',
  'upstream-dismissed',
  'account-opened',
  'account-disabled',
  'account-enabled',
  'account-deleted',
  'role-granted',
  'role-revoked',
  'message-handled',
  'message-reopened',
  'newsletter-sent',
  // A staff member's sign-in, and a password session raised by an authenticator code (decision 034).
  'staff-signed-in',
  'staff-second-factor',
] as const;
export type DeskAuditAction = (typeof DESK_AUDIT_ACTIONS)[number];

export const isDeskAuditAction = (value: string): value is DeskAuditAction => (DESK_AUDIT_ACTIONS as readonly string[]).includes(value);

/** GET /api/desk/audit?actor=operations: the entries of the operations token and the command line, which are no account. */
export const OPERATIONS_ACTOR = 'operations';

/** GET /api/desk/audit: newest first; `next` is the `before` of the next page, null on the last. */
export interface DeskAuditAnswer {
  entries: StoredDeskAuditEntry[];
  next: string | null;
}
