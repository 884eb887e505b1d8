import type { Queryable } from '../database';
import { sqlParams } from '../sql-params';
import type { DeskActor, DeskTargetKind, StoredDeskAuditEntry } from '../../../shared/desk-answers';
import type { DeskAuditAction } from '../../../shared/desk-audit-actions';

export type { DeskActor, DeskTargetKind, StoredDeskAuditEntry };

export interface DeskAuditEntry {
  actor: DeskActor;
  action: DeskAuditAction;
  target: { kind: DeskTargetKind; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  note?: string | null;
  ipHash: string | null;
}

/**
 * Appends one entry. Called inside the transaction of the action it records, so that an action
 * is never stored without its entry, nor an entry without its action (decision 033).
 */
export async function appendDeskAudit(db: Queryable, entry: DeskAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO desk_audit (actor_id, actor_name, actor_role, action, target_kind, target_id, before, after, reason, note, ip_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11)`,
    [
      entry.actor.id,
      entry.actor.name,
      entry.actor.role,
      entry.action,
      entry.target.kind,
      entry.target.id,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason ?? null,
      entry.note ?? null,
      entry.ipHash,
    ],
  );
}

export interface DeskAuditFilter {
  /** null: the operations token and the command line, which are no account. */
  actorId?: string | null;
  action?: DeskAuditAction;
  target?: { kind: DeskTargetKind; id: string };
  /** Entries older than this id (the previous page's last), newest first. */
  before?: string;
  limit: number;
}

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_name: string;
  actor_role: DeskActor['role'];
  action: string;
  target_kind: DeskTargetKind;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  note: string | null;
  at: string;
}

/** The trail, newest first, one page at a time (keyset on id, so that a long trail pages as fast as a short one). */
export async function readDeskAudit(db: Queryable, filter: DeskAuditFilter): Promise<StoredDeskAuditEntry[]> {
  const { params, add } = sqlParams();
  const conditions: string[] = [];
  if (filter.actorId === null) conditions.push('actor_id IS NULL');
  else if (filter.actorId !== undefined) conditions.push(`actor_id = ${add(filter.actorId)}::uuid`);
  if (filter.action !== undefined) conditions.push(`action = ${add(filter.action)}`);
  if (filter.target !== undefined) conditions.push(`target_kind = ${add(filter.target.kind)} AND target_id = ${add(filter.target.id)}`);
  if (filter.before !== undefined) conditions.push(`id < ${add(filter.before)}::bigint`);
  const rows = await db.query<AuditRow>(
    `SELECT id::text AS id, actor_id::text AS actor_id, actor_name, actor_role, action, target_kind, target_id, before, after, reason, note,
            to_json(created_at)#>>'{}' AS at
       FROM desk_audit
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY desk_audit.id DESC
      LIMIT ${add(filter.limit)}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    action: row.action,
    target: { kind: row.target_kind, id: row.target_id },
    before: row.before,
    after: row.after,
    reason: row.reason,
    note: row.note,
    at: row.at,
  }));
}
