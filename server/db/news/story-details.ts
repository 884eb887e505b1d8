import type { LangCode } from '../../../shared/languages';
import { withRenderedBody } from '../../../shared/rendered-body';
import type { StoryTitles } from '../../../shared/news-api';
import type { NewsItem, StoryCorrectionNote } from '../../../shared/types';
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
  const rows = await db.query<NewsItemRow & { news_html: string | null; titles: StoryTitles | null; withdrawn_at: string | null; corrections: StoryCorrectionNote[] | null }>(
    `SELECT ${NEWS_ITEM_COLUMNS}, to_json(s.withdrawn_at)#>>'{}' AS withdrawn_at,
            (SELECT json_agg(json_build_object('kind', c.kind, 'note', c.note, 'at', to_json(c.corrected_at)#>>'{}') ORDER BY c.corrected_at, c.id)
               FROM story_corrections c WHERE c.story_id = s.id AND c.lang = v.lang AND c.kind <> 'silent') AS corrections,
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
  if (!row) return null;
  const item = newsItemFromRow(row);
  if (row.corrections) item.corrections = row.corrections.map((note) => ({ ...note, at: new Date(note.at).toISOString() }));
  return withTitles(withRenderedBody(item, row.news_html), row.titles);
}
