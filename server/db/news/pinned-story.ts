import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import type { Queryable } from '../database';
import { CARD_COLUMNS, NEWS_ITEM_COLUMNS, newsItemFromRow, type NewsItemRow } from './story-columns';

/** A pinned story as its list shows it (decision 033): in the list's language, whole or as a card. */
export async function pinnedStory(db: Queryable, id: string, lang: LangCode, cards: boolean): Promise<NewsItem | null> {
  const [row] = await db.query<NewsItemRow>(
    `SELECT ${cards ? CARD_COLUMNS : NEWS_ITEM_COLUMNS}
       FROM stories s JOIN story_versions v ON v.story_id = s.id AND v.lang = $2
      WHERE s.id = $1 AND s.withdrawn_at IS NULL`,
    [id, lang],
  );
  return row ? newsItemFromRow(row) : null;
}
