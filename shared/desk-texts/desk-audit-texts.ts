import type { DeskTargetKind, WithdrawalReason } from '../desk-answers';
import type { DeskAuditAction } from '../desk-audit-actions';

/** The audit trail screen (/{lang}/desk/audit): its filters, its table and every action's name. */
export interface DeskAuditTexts {
  title: string;
  intro: string;
  /** The filter form's legend. */
  filters: string;
  actor: string;
  /** How to name an actor: an account id, or `operations`; a name in the trail fills it. */
  actorHint: string;
  action: string;
  anyAction: string;
  story: string;
  storyHint: string;
  apply: string;
  clear: string;
  badActor: string;
  badStory: string;
  caption: string;
  colTime: string;
  colActor: string;
  colAction: string;
  colTarget: string;
  colDetails: string;
  /** The accessible name of an actor's link: {name}, then that it shows only their entries. */
  onlyActor: string;
  roles: { editor: string; admin: string; operations: string };
  actions: Record<DeskAuditAction, string>;
  /** What an entry is about, with {id}. */
  targets: Record<DeskTargetKind, string>;
  reason: string;
  note: string;
  change: string;
  reasons: Record<WithdrawalReason, string>;
  empty: string;
  emptyFiltered: string;
  more: string;
  loadingMore: string;
}
