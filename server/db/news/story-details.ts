import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import type { Queryable } from '../database';
import { NEWS_ITEM_COLUMNS, VERSION_PREFERENCE, newsItemFromRow, type NewsItemRow } from './story-columns';

/**
 * A story in the wanted language, else in English, else in the first language it has.
 * The item's lang says which one was found. Null when there is no such story.
 */
export async function storyDetails(db: Queryable, id: string, lang: LangCode): Promise<NewsItem | null> {
  const rows = await db.query<NewsItemRow>(
    `SELECT ${NEWS_ITEM_COLUMNS}
       FROM stories s
       JOIN story_versions v ON v.story_id = s.id
      WHERE s.id = $1
      ORDER BY ${VERSION_PREFERENCE('$2')}
      LIMIT 1`,
    [id, lang],
  );
  const row = rows[0];
  return row ? newsItemFromRow(row) : null;
}
