import type { LangCode } from '../../../shared/languages';
import type { StoryTitles } from '../../../shared/news-api';
import type { Queryable } from '../database';

/**
 * A story's title in each language it has, as stored (footnote markers and all). One indexed
 * read of the version keys and titles: an article's hreflang addresses need no more than this,
 * where reading each version whole cost a text row and its avail_langs per language.
 */
export async function storyTitles(db: Queryable, id: string): Promise<StoryTitles> {
  const rows = await db.query<{ lang: LangCode; title: string }>('SELECT lang, title FROM story_versions WHERE story_id = $1', [id]);
  return Object.fromEntries(rows.map((row) => [row.lang, row.title]));
}
