import { DESK_API } from '../../../../shared/desk-api';

/** The People screen's filters, which its address's query carries (so a search can be shared and reloaded). */
export const ROLE_FILTERS = ['staff', 'user', 'editor', 'admin'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export interface PeopleSearch {
  q: string;
  /** Absent: everyone. */
  role: RoleFilter | undefined;
  /** The account opened, by id. */
  open: string | undefined;
}

export function peopleSearchOf(params: URLSearchParams): PeopleSearch {
  const role = params.get('role') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    role: (ROLE_FILTERS as readonly string[]).includes(role) ? (role as RoleFilter) : undefined,
    open: params.get('open') || undefined,
  };
}

/** The screen's query for a search, with an account opened or not. */
export function peopleQueryString({ q, role, open }: PeopleSearch): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (open) params.set('open', open);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/desk/people for one page of a search. */
export function peopleApiPath({ q, role }: PeopleSearch, after: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `${DESK_API.people}?${query}` : DESK_API.people;
}
