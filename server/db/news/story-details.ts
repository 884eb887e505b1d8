import type { LangCode } from '../../../shared/languages';
import { withRenderedBody } from '../../../shared/rendered-body';
import type { StoryTitles } from '../../../shared/news-api';
import type { NewsItem } from '../../../shared/types';
import { withTitles } from '../../../shared/read-titles';
import type { WithdrawnStory } from '../../../shared/withdrawn-story';
import type { Queryable } from '../database';
import { NEWS_ITEM_COLUMNS, VERSION_PREFERENCE, newsItemFromRow, type NewsItemRow } from './story-columns';

/**
 * A story in the wanted language, else in English, else in the first language it has.
 * The item's lang says which one was found. Null when there is no such story. With the name of
 * the running body renderer, the item carries its stored rendered body when that renderer made it.
 * It carries the title of each version too (shared/read-titles.ts), as stored: a page's hreflang
 * addresses need them, and one statement costs less than two. A withdrawn story (decision 033)
 * is only that, and when: none of its text leaves the database.
 */
export async function storyDetails(db: Queryable, id: string, lang: LangCode, renderer?: string): Promise<NewsItem | WithdrawnStory | null> {
  const rows = await db.query<NewsItemRow & { news_html: string | null; titles: StoryTitles | null; withdrawn_at: string | null }>(
    `SELECT ${NEWS_ITEM_COLUMNS}, to_json(s.withdrawn_at)#>>'{}' AS withdrawn_at,
            CASE WHEN v.news_html_renderer = $3 THEN v.news_html END AS news_html,
            (SELECT json_object_agg(t.lang, t.title) FROM story_versions t WHERE t.story_id = s.id) AS titles
       FROM stories s
       JOIN story_versions v ON v.story_id = s.id
      WHERE s.id = $1
      ORDER BY ${VERSION_PREFERENCE('$2')}
      LIMIT 1`,
    [id, lang, renderer ?? null],
  );
  const row = rows[0];
  if (row?.withdrawn_at) return { id: row.id, withdrawnAt: new Date(row.withdrawn_at).toISOString() };
  return row ? withTitles(withRenderedBody(newsItemFromRow(row), row.news_html), row.titles) : null;
}
