import type { LangCode } from '../../../shared/languages';
import { cleanNewsList } from '../../../shared/list-rules';
import type { ArchiveEntry, NewsItem } from '../../../shared/types';
import type { Queryable } from '../../db/database';
import type { CorrectionsPage, CorrectionsRequest } from '../../../shared/corrections';
import { publicCorrections } from '../../db/news/public-corrections';
import { archiveStories, type ArchiveFilter } from '../../db/news/archive-stories';
import { activePin } from '../../db/desk/story-pins';
import { listStories, type ListFilter } from '../../db/news/list-stories';
import { pinnedStory } from '../../db/news/pinned-story';
import { relatedStories, type RelatedFilter } from '../../db/news/related-stories';
import { storyDetails } from '../../db/news/story-details';
import { storyTitles } from '../../db/news/story-titles';
import { stripFootnotes } from '../../../shared/footnotes';
import type { StoryTitles } from '../../../shared/news-api';
import { bodyRenderer } from './body-html';
import { databaseSearchService, type SearchService } from './search-service';
import { titlesReadWith, withTitles } from '../../../shared/read-titles';
import { withoutFootnotes } from './without-footnotes';
import { isWithdrawn, type WithdrawnStory } from '../../../shared/withdrawn-story';

/**
 * What the API answers and what the renderer renders from: one implementation on the database
 * here, and (with API_UPSTREAM) one over HTTP, behind this interface.
 */
export interface NewsService extends SearchService {
  list(filter: ListFilter): Promise<NewsItem[]>;
  /** A story's related list, as cards (the pages' alone: the API's consumers ask the list for it). */
  related(filter: RelatedFilter): Promise<NewsItem[]>;
  /** Null when there is no such story; a withdrawn one is only that, and when (decision 033). */
  details(id: string, lang: LangCode): Promise<NewsItem | WithdrawnStory | null>;
  /** The story's title in each language it has, as details gives them; empty when there is no such story. */
  titles(id: string): Promise<StoryTitles>;
  archive(filter: ArchiveFilter): Promise<ArchiveEntry[]>;
  /** A language's public corrections and clarifications, newest first (decision 033). */
  corrections(request: CorrectionsRequest): Promise<CorrectionsPage>;
}

function titlesWithoutFootnotes(titles: StoryTitles): StoryTitles {
  return Object.fromEntries(Object.entries(titles).map(([lang, title]) => [lang, stripFootnotes(title)]));
}

/**
 * The story the desk pinned on this list (decision 033): the first page of trending (every
 * category) or of one category, with no subtype, shows it first.
 */
async function pinOf(db: Queryable, filter: ListFilter): Promise<NewsItem | null> {
  if (filter.offset !== 0 || filter.subtype !== null) return null;
  const list = filter.types === null ? 'trending' : filter.types.length === 1 ? filter.types[0] : undefined;
  if (list === undefined) return null;
  const id = await activePin(db, list, filter.lang);
  return id === null ? null : pinnedStory(db, id, filter.lang, filter.cards ?? false);
}

function withPinnedFirst(items: NewsItem[], pinned: NewsItem | null, limit: number): NewsItem[] {
  return pinned ? [pinned, ...items.filter((item) => item.id !== pinned.id)].slice(0, limit) : items;
}

export function databaseNewsService(db: Queryable): NewsService {
  return {
    async list(filter) {
      return cleanNewsList(withPinnedFirst(await listStories(db, filter), await pinOf(db, filter), filter.limit)).map(withoutFootnotes);
    },
    async related(filter) {
      return cleanNewsList(await relatedStories(db, filter)).map(withoutFootnotes);
    },
    async details(id, lang) {
      const item = await storyDetails(db, id, lang, bodyRenderer.name);
      if (!item || isWithdrawn(item)) return item;
      const titles = titlesReadWith(item);
      return withTitles(withoutFootnotes(item), titles ? titlesWithoutFootnotes(titles) : null);
    },
    async titles(id) {
      return titlesWithoutFootnotes(await storyTitles(db, id));
    },
    async archive(filter) {
      return cleanNewsList(await archiveStories(db, filter));
    },
    corrections: (request) => publicCorrections(db, request),
    ...databaseSearchService(db),
  };
}
