import { z } from 'zod';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { STORY_ID_PATTERN } from '../../../shared/slug';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import type { ArchiveEntry, NewsItem } from '../../../shared/types';
import { TRENDING_SCORE_RANGE } from '../news/news-requests';
import { component } from './components';
import { apiError } from './error-schemas';

export const storyId = z
  .string()
  .regex(STORY_ID_PATTERN)
  .describe('A string of digits: ids exceed 2^53, so they are never sent or read as numbers.');

const lang = z.enum(LANGUAGE_CODES);

/** spec §3 "News item", as list and details answer it. */
export const newsItem = component(
  'NewsItem',
  z.object({
    id: storyId,
    title: z.string(),
    news: z.string().describe('The body, in Markdown; footnote markers are removed.'),
    summary: z.string(),
    outlines: z.array(z.string()),
    type: z.enum(NEWS_TYPES),
    subtype: z.string(),
    postTime: z.int().positive().describe('Epoch seconds.'),
    trendingScore: z.number().min(TRENDING_SCORE_RANGE.min).max(TRENDING_SCORE_RANGE.max),
    user_id: z.string().describe('The source account handle.'),
    img_urls: z.array(z.string()),
    video_thumbs: z.array(z.string()),
    video_embed_link: z.string().describe('Embed HTML from outside: sanitise it before use.'),
    cita: z.string().describe("Citations, one '[n]: url' per line."),
    news_author: z.object({ name: z.string(), url: z.string() }),
    avail_langs: z.array(lang).describe('Every language the story exists in.'),
    lang: lang.describe('The language of this version, which may be a fallback for the one asked.'),
    corrections: z
      .array(z.object({ kind: z.enum(['correction', 'clarification']), note: z.string(), at: z.string().describe('ISO 8601.') }))
      .optional()
      .describe("The editors' corrections and clarifications of this version, oldest first; in a story's details only, when it has some."),
    media_sizes: z
      .record(z.string(), z.tuple([z.int().positive(), z.int().positive()]))
      .optional()
      .describe('The width and height of each image and video thumbnail the site holds, by its address in img_urls or video_thumbs: the box a page reserves (decision 035).'),
    reading_minutes: z
      .int()
      .min(1)
      .optional()
      .describe("Minutes this version's body takes to read: its words at its language's rate, Chinese by its characters; absent until the body has been measured."),
  }) satisfies z.ZodType<NewsItem>,
);

export const newsList = component('NewsList', z.array(newsItem));

export const archiveEntry = component(
  'ArchiveEntry',
  z.object({ id: storyId, title: z.string(), postTime: z.int().positive(), subtype: z.string() }) satisfies z.ZodType<ArchiveEntry>,
);

export const archiveList = component('ArchiveList', z.array(archiveEntry));

const correctionEntry = component(
  'CorrectionEntry',
  z.object({
    storyId,
    title: z.string().describe("The version's title as it is now."),
    path: z.string().describe("The article's address on this site."),
    kind: z.enum(['correction', 'clarification']),
    note: z.string().describe("The editors' note."),
    at: z.string().describe('When it was made, ISO 8601.'),
  }),
);

/** A language's corrections page (decision 033). */
export const correctionsPage = component(
  'CorrectionsPage',
  z.object({
    page: z.int().min(1),
    size: z.int().min(1),
    total: z.int().min(0).describe('Every listed entry of the language.'),
    items: z.array(correctionEntry),
  }),
);

export const navigation = component(
  'Navigation',
  z.object({ navigations: z.record(z.string(), z.unknown()).describe('The navigations of that language: menus, lists, labels.') }),
);

/** The details of a story the editors withdrew (decision 033): 410, and only when. */
export const withdrawnAnswer = component(
  'WithdrawnStory',
  apiError.extend({ error: z.literal('withdrawn'), withdrawnAt: z.string().describe('ISO 8601.') }),
);
