import { isDeskAuditAction, OPERATIONS_ACTOR, type DeskAuditAction } from '../../../../shared/desk-audit-actions';
import { isStoryId } from '../../../../shared/slug';

/** The audit trail's filters, as the page's address carries them (?actor=&action=&story=). */
export interface AuditFilters {
  actor: string;
  action: DeskAuditAction | '';
  story: string;
}

/** A filter the API would refuse (GET /api/desk/audit answers 400 naming it): said by the form rather than asked. */
export interface AuditFilterErrors {
  actor?: true;
  story?: true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function auditFiltersOf(search: URLSearchParams): AuditFilters {
  const action = search.get('action')?.trim() ?? '';
  return { actor: search.get('actor')?.trim() ?? '', action: isDeskAuditAction(action) ? action : '', story: search.get('story')?.trim() ?? '' };
}

export function auditFilterErrors(filters: AuditFilters): AuditFilterErrors {
  return {
    ...(filters.actor !== '' && filters.actor !== OPERATIONS_ACTOR && !UUID.test(filters.actor) ? { actor: true } : {}),
    ...(filters.story !== '' && !isStoryId(filters.story) ? { story: true } : {}),
  };
}

/** The filters given, as a query string without the empty ones ('' for none). */
export function auditQueryOf(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return query.toString();
}
