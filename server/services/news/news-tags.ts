import { monthRangeEpochSeconds } from '../../../shared/archive-months';
import { MIN_TRENDING_SCORE } from '../../../shared/constants';
import type { ArchiveFilter } from '../../db/news/archive-stories';
import type { ListFilter } from '../../db/news/list-stories';
import type { StoryChange, StoryState } from '../../db/news/story-states';

/*
 * Dependency tags of the news (decision 013): a cached answer names the tags of what it read, an
 * ingest the tags of what it changed, and an answer is out of date once one of its tags changed.
 * A story appears under the tags of the lists it can be in (in each of its languages: its
 * category and subtype, each alone and both, and all categories), its archive months and its id.
 */

/** Changed by every write: what reads the news in a way these tags cannot name (an upstream API) depends on it. */
export const ANY_STORY = 'news';

const ANY = '*';

/**
 * The score bars lists are drawn at. A list is tagged with the highest bar at or below its
 * minimum score, and a story changes the lists of each bar its score reaches: a story below
 * the trending bar leaves the trending list alone.
 */
const SCORE_BARS = [0, MIN_TRENDING_SCORE.other, MIN_TRENDING_SCORE.trending].sort((a, b) => a - b);

const listTag = (lang: string, type: string, subtype: string, bar: number) => `list:${lang}:${type}:${subtype}:${bar}`;
const archiveTag = (lang: string, type: string, monthStart: number) => `archive:${lang}:${type}:${monthStart}`;

export function listTags(filter: Pick<ListFilter, 'lang' | 'types' | 'subtype' | 'minTrendingScore'>): string[] {
  const bar = SCORE_BARS.filter((score) => score <= filter.minTrendingScore).at(-1) ?? 0;
  return (filter.types ?? [ANY]).map((type) => listTag(filter.lang, type, filter.subtype ?? ANY, bar));
}

/** Every cached answer of one list (trending: every category) in these languages, whatever its score bar: what a pin changes. */
export function wholeListTags(type: string | null, langs: readonly string[]): string[] {
  return langs.flatMap((lang) => SCORE_BARS.map((bar) => listTag(lang, type ?? ANY, ANY, bar)));
}

export function storyTags(id: string): string[] {
  return [`story:${id}`];
}

/**
 * A language's corrections list (decision 033): a correction announces it. The list shows each
 * story's current title and leaves withdrawn stories out, so its answers also depend on the
 * language's widest list, which every write and withdrawal of a story in that language changes.
 */
export function correctionsTags(lang: string): string[] {
  return [`corrections:${lang}`, listTag(lang, ANY, ANY, 0)];
}

export function archiveTags(filter: Pick<ArchiveFilter, 'lang' | 'types' | 'start'>): string[] {
  return (filter.types ?? [ANY]).map((type) => archiveTag(filter.lang, type, filter.start));
}

function tagsOfState(state: StoryState): string[] {
  const posted = new Date(state.postTime * 1000);
  const { start: monthStart } = monthRangeEpochSeconds({ year: posted.getUTCFullYear(), month: posted.getUTCMonth() + 1 });
  const bars = SCORE_BARS.filter((bar) => bar === 0 || state.trendingScore >= bar);
  return state.langs.flatMap((lang) =>
    [state.type, ANY].flatMap((type) => [
      ...[state.subtype, ANY].flatMap((subtype) => bars.map((bar) => listTag(lang, type, subtype, bar))),
      archiveTag(lang, type, monthStart),
    ]),
  );
}

/** What a write changed: each story's own tags and those of where it was and where it is now (an update can move it). */
export function storyChangeTags(changes: readonly StoryChange[]): string[] {
  const tags = new Set(changes.length > 0 ? [ANY_STORY] : []);
  for (const change of changes) {
    for (const tag of [...storyTags(change.id), ...(change.before ? tagsOfState(change.before) : []), ...tagsOfState(change.after)]) tags.add(tag);
  }
  return [...tags];
}
