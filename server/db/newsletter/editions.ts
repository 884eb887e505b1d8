import type { LangCode } from '../../../shared/languages';
import type { NewsletterFrequency } from '../../../shared/newsletter';
import type { Database, Queryable } from '../database';

/** A story as a digest shows it, kept in the edition so that every copy shows the same. */
export interface EditionStory {
  id: string;
  title: string;
  summary: string;
  /** The story's first image, absolute, or null. */
  image: string | null;
  /** The article's canonical address in the edition's language. */
  url: string;
}

/** Per topic, the candidate stories best first: more than one mail shows, to stand in for those a reader already got. */
export type EditionStories = Record<string, EditionStory[]>;

export interface EditionKey {
  lang: LangCode;
  frequency: NewsletterFrequency;
  period: string;
}

export interface Edition extends EditionKey {
  id: string;
  startsAt: number;
  endsAt: number;
  stories: EditionStories;
  status: 'sending' | 'done';
}

interface EditionRow {
  id: string;
  lang: LangCode;
  frequency: NewsletterFrequency;
  period: string;
  starts_at: string;
  ends_at: string;
  stories: EditionStories;
  status: 'sending' | 'done';
}

const COLUMNS = 'id::text AS id, lang, frequency, period, starts_at::text AS starts_at, ends_at::text AS ends_at, stories, status';

function editionOf(row: EditionRow): Edition {
  const { starts_at, ends_at, ...rest } = row;
  return { ...rest, startsAt: Number(starts_at), endsAt: Number(ends_at) };
}

export async function findEdition(db: Queryable, key: EditionKey): Promise<Edition | null> {
  const rows = await db.query<EditionRow>(`SELECT ${COLUMNS} FROM newsletter_editions WHERE lang = $1 AND frequency = $2 AND period = $3`, [
    key.lang, key.frequency, key.period,
  ]);
  return rows[0] ? editionOf(rows[0]) : null;
}

/**
 * Creates the edition with its audience, the confirmed subscribers of its language and frequency
 * at this moment, one pending send each, in one transaction. When another run (of this instance or
 * another) created it first, that one is returned and nothing is added.
 */
export async function createEdition(
  db: Database,
  edition: EditionKey & { startsAt: number; endsAt: number; stories: EditionStories },
  now: Date,
): Promise<{ edition: Edition; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<EditionRow>(
      `INSERT INTO newsletter_editions (lang, frequency, period, starts_at, ends_at, stories)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (lang, frequency, period) DO NOTHING
       RETURNING ${COLUMNS}`,
      [edition.lang, edition.frequency, edition.period, edition.startsAt, edition.endsAt, JSON.stringify(edition.stories)],
    );
    const row = inserted[0];
    if (!row) {
      const existing = await findEdition(tx, edition);
      if (!existing) throw new Error(`edition ${edition.lang} ${edition.frequency} ${edition.period} neither inserted nor found`);
      return { edition: existing, created: false };
    }
    await tx.query(
      `INSERT INTO newsletter_sends (edition_id, subscriber_id, next_attempt_at)
       SELECT $1, id, $4 FROM newsletter_subscribers WHERE status = 'confirmed' AND lang = $2 AND frequency = $3`,
      [row.id, edition.lang, edition.frequency, now],
    );
    return { edition: editionOf(row), created: true };
  });
}

/** Marks the edition done once none of its sends is pending or in hand; true when it is done. */
export async function finishEdition(db: Queryable, editionId: string): Promise<boolean> {
  const rows = await db.query<{ status: string }>(
    `UPDATE newsletter_editions e SET status = 'done', finished_at = now()
      WHERE e.id = $1 AND e.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM newsletter_sends s WHERE s.edition_id = e.id AND s.status IN ('pending', 'sending'))
     RETURNING status`,
    [editionId],
  );
  if (rows.length > 0) return true;
  const current = await db.query<{ status: string }>('SELECT status FROM newsletter_editions WHERE id = $1', [editionId]);
  return current[0]?.status === 'done';
}
