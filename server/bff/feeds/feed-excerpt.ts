import { firstCharacters, markdownToPlainText } from '../../../shared/article-text';
import { META_DESCRIPTION_LENGTH } from '../../../shared/constants';
import { stripFootnotes } from '../../../shared/footnotes';

/**
 * A feed item's excerpt, as plain text: the summary when the story has one, else the start of
 * the body with markdown and reference markers removed; as long as the article's meta
 * description (spec §2: 270 characters), so a reader sees what a search engine shows.
 */
export function feedExcerpt(story: { summary: string; newsStart: string }): string {
  const summary = stripFootnotes(story.summary).replace(/\s+/g, ' ').trim();
  const text = summary !== '' ? summary : markdownToPlainText(stripFootnotes(story.newsStart));
  return firstCharacters(text, META_DESCRIPTION_LENGTH);
}
