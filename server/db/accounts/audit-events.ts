import type { Queryable } from '../database';

export interface NewAuditEvent {
  kind: string;
  userId: string | null;
  subjectHash: string | null;
  ipHash: string | null;
  userAgent: string | null;
}

export async function insertAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await db.query(
    'INSERT INTO audit_events (kind, user_id, subject_hash, ip_hash, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [event.kind, event.userId, event.subjectHash, event.ipHash, event.userAgent],
  );
}
