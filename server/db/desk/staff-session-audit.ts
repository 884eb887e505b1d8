import type { DeskAuditAction } from '../../../shared/desk-audit-actions';

/**
 * The audit trail's record of a staff sign-in (decision 033: "every staff sign-in"), as a CTE to
 * follow one that wrote a session row (`id, user_id, identity_id, second_factor, ip_hash`): it
 * appends an entry only when the account holds a staff role, in the same statement as the session,
 * so that neither exists without the other. `action` is one of the constants below, never input.
 */
export function staffSessionAudit(sessionCte: string, action: StaffSessionAction): string {
  return `${STAFF_SESSION_ACTIONS[action]} AS (
    INSERT INTO desk_audit (actor_id, actor_name, actor_role, action, target_kind, target_id, after, ip_hash)
    SELECT u.id, u.name, CASE WHEN 'admin' = ANY (u.roles) THEN 'admin' ELSE 'editor' END, '${action}', 'session', s.id::text,
           jsonb_build_object(
             'via', COALESCE((SELECT provider FROM identities WHERE id = s.identity_id), CASE WHEN s.second_factor = 'passkey' THEN 'passkey' END),
             'secondFactor', s.second_factor),
           s.ip_hash
      FROM ${sessionCte} s JOIN users u ON u.id = s.user_id
     WHERE u.roles && ARRAY['editor', 'admin']::text[]
    RETURNING 1)`;
}

/** Each action's CTE name: a sign-in, and a password session raised by an authenticator code (decision 034). */
const STAFF_SESSION_ACTIONS = { 'staff-signed-in': 'signed_in_audit', 'staff-second-factor': 'second_factor_audit' } as const satisfies Partial<Record<DeskAuditAction, string>>;
export type StaffSessionAction = keyof typeof STAFF_SESSION_ACTIONS;
