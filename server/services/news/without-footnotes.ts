import { stripFootnotes } from '../../../shared/footnotes';
import type { NewsItem } from '../../../shared/types';

/** A story as the pages show it: title and body without their footnote markers. */
export function withoutFootnotes<T extends NewsItem>(item: T): T {
  return { ...item, title: stripFootnotes(item.title), news: stripFootnotes(item.news) };
}
