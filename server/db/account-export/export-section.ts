import type { Queryable } from '../database';

/**
 * One part of a reader's data export (decision 021): a name, and how to read that
 * part of what the site holds about the account. It must never return a secret (a password hash,
 * a token or its hash, a code): the export is handed to whoever holds the session.
 */
export interface ExportSection {
  /** The key of this part in the exported JSON. */
  name: string;
  read(db: Queryable, userId: string): Promise<unknown>;
}

/** A timestamp as the export writes it: ISO 8601 in UTC, or null. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
