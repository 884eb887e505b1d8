import { z } from 'zod';
import { stripFootnotes } from '../../../shared/footnotes';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { MIN_TITLE_LENGTH } from '../../../shared/list-rules';
import { NEWS_TYPES, TAXONOMY } from '../../../shared/taxonomy';
import { isStoryId, STORY_ID_PATTERN } from '../../../shared/slug';

/**
 * Text the database can keep. A batch is written as jsonb, which refuses NUL (\u0000) and
 * unpaired surrogates (\ud800 alone): they are named here, not left to fail the write.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|[\ud800-\udfff]/u;
const text = () => z.string().refine((value) => !UNSTORABLE.test(value), { message: 'must not contain NUL (U+0000) or unpaired surrogates' });

/** An address we can put in an img src: http(s), or a path on this site (not protocol-relative). */
export const mediaUrl = text()
  .max(2048)
  .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url), {
    message: 'must be an http(s) URL or a path starting with /',
  });

const id = z
  .custom<string>((value) => typeof value === 'string' && isStoryId(value), {
    message: 'must be a string of 1 to 30 digits (ids are not sent as numbers: they exceed 2^53)',
  })
  // What the OpenAPI document shows of it (a custom check has no JSON Schema of its own).
  .meta({ type: 'string', pattern: STORY_ID_PATTERN.source });

/**
 * One language version of a story, as the analysis pipeline sends it (spec §3 "News item" plus
 * lang). avail_langs is derived from the stored versions, so it is ignored when sent.
 */
export const newsItemSchema = z
  .object({
    id,
    lang: z.enum(LANGUAGE_CODES),
    title: text()
      .max(300)
      .refine((title) => stripFootnotes(title).trim().length >= MIN_TITLE_LENGTH, {
        message: `must have at least ${MIN_TITLE_LENGTH} characters besides footnote markers`,
      }),
    news: text().min(1).max(200_000),
    summary: text().max(5_000).default(''),
    outlines: z.array(text().max(500)).max(20).default([]),
    type: z.enum(NEWS_TYPES),
    subtype: text().min(1).max(100),
    postTime: z
      .number()
      .int()
      .positive()
      .refine((seconds) => seconds < 1e11, { message: 'must be epoch seconds, not milliseconds' })
      .refine((seconds) => seconds <= Date.now() / 1000 + 86_400, { message: 'must not be more than a day in the future' }),
    trendingScore: z.number().min(0).max(100),
    user_id: text().max(100).default(''),
    img_urls: z.array(mediaUrl).max(20).default([]),
    video_thumbs: z.array(mediaUrl).max(20).default([]),
    video_embed_link: text().max(20_000).default(''),
    cita: text().max(50_000).default(''),
    news_author: z
      .object({
        name: text().max(200).default(''),
        url: z.union([z.literal(''), text().max(2048).regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL')]).default(''),
      })
      .default({ name: '', url: '' }),
  })
  .superRefine((item, context) => {
    const known = TAXONOMY[item.type] as readonly string[];
    if (!known.includes(item.subtype)) {
      context.addIssue({
        code: 'custom',
        path: ['subtype'],
        message: `'${item.subtype}' is not a subcategory of ${item.type}; expected one of ${known.join(', ')}`,
      });
    }
  });
