import type { Queryable } from '../database';
import type { StoredRole } from '../accounts/staff-roles';
import { sqlParams } from '../sql-params';
import type { DeskPerson } from '../../../shared/desk-answers';

export type { DeskPerson };

export interface DeskPeopleFilter {
  /** An email (exact, any case) or the start of a name. */
  q?: string;
  role?: 'staff' | StoredRole;
  /** The last account of the page before (keyset paging, newest first). */
  after?: string;
  limit: number;
}

interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  roles: StoredRole[];
  methods: string[];
  created_at: string;
  last_sign_in_at: string | null;
  disabled_at: string | null;
}

const PERSON_COLUMNS = `
  u.id::text AS id, u.name, coalesce(e.provider_id, u.contact_email) AS email, p.provider_id AS phone, u.roles,
  array(SELECT DISTINCT m FROM (SELECT i.provider AS m FROM identities i WHERE i.user_id = u.id
                                UNION ALL SELECT 'passkey' FROM passkeys k WHERE k.user_id = u.id) methods ORDER BY m) AS methods,
  to_json(u.created_at)#>>'{}' AS created_at,
  (SELECT to_json(max(s.created_at))#>>'{}' FROM sessions s WHERE s.user_id = u.id) AS last_sign_in_at,
  to_json(u.disabled_at)#>>'{}' AS disabled_at`;

const PERSON_JOINS = `
  LEFT JOIN LATERAL (SELECT provider_id FROM identities WHERE user_id = u.id AND provider = 'email' AND verified ORDER BY id LIMIT 1) e ON true
  LEFT JOIN LATERAL (SELECT provider_id FROM identities WHERE user_id = u.id AND provider = 'phone' ORDER BY id LIMIT 1) p ON true`;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

function personOf(row: PersonRow): DeskPerson {
  return {
    id: row.id, name: row.name, email: row.email, phone: row.phone, roles: row.roles, methods: row.methods,
    createdAt: new Date(row.created_at).toISOString(), lastSignInAt: iso(row.last_sign_in_at), disabledAt: iso(row.disabled_at),
  };
}

/** Escapes LIKE's wildcards, so that a name is matched as typed. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of accounts, newest first, on users_created_at_idx. */
export async function deskPeople(db: Queryable, filter: DeskPeopleFilter): Promise<DeskPerson[]> {
  const { params, add } = sqlParams();
  const conditions: string[] = [];
  if (filter.q?.includes('@')) {
    conditions.push(`u.id IN (SELECT i.user_id FROM identities i WHERE i.provider = 'email' AND i.provider_id = lower(${add(filter.q)}))`);
  } else if (filter.q !== undefined) {
    conditions.push(`lower(u.name) LIKE lower(${add(likePrefix(filter.q))})`);
  }
  if (filter.role === 'staff') conditions.push(`u.roles && ARRAY['editor', 'admin']::text[]`);
  else if (filter.role === 'user') conditions.push(`NOT (u.roles && ARRAY['editor', 'admin']::text[])`);
  else if (filter.role !== undefined) conditions.push(`u.roles && ARRAY['editor', 'admin']::text[] AND ${add(filter.role)} = ANY (u.roles)`);
  if (filter.after !== undefined) conditions.push(`(u.created_at, u.id) < (SELECT a.created_at, a.id FROM users a WHERE a.id = ${add(filter.after)}::uuid)`);
  const rows = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM users u ${PERSON_JOINS}
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY u.created_at DESC, u.id DESC LIMIT ${add(filter.limit)}`,
    params,
  );
  return rows.map(personOf);
}

export async function deskPerson(db: Queryable, id: string): Promise<DeskPerson | null> {
  const [row] = await db.query<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM users u ${PERSON_JOINS} WHERE u.id = $1::uuid`, [id]);
  return row ? personOf(row) : null;
}
