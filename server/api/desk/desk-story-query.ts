import type { Request } from 'express';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { isStoryId } from '../../../shared/slug';
import { DESK_STORY_STATUSES, type DeskStoryFilter } from '../../db/desk/desk-stories';
import { invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import { parseLang } from '../news/news-requests';

export const DESK_PAGE_SIZE = 50;
export const DESK_MAX_PAGE_SIZE = 200;
const TEXT_MAX = 200;

function text(query: Request['query'], name: string): string | undefined {
  const value = single(query, name, { emptyAsAbsent: true })?.trim();
  if (value === undefined || value === '') return undefined;
  if (value.length > TEXT_MAX) throw invalidParameter(name, `Parameter '${name}': at most ${TEXT_MAX} characters, got ${value.length}.`);
  if (value.includes('\u0000')) throw invalidParameter(name, `Parameter '${name}' must not contain the NUL character (U+0000).`);
  return value;
}

function moment(query: Request['query'], name: string): Date | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(at.getTime())) {
    throw invalidParameter(name, `Parameter '${name}': expected a date or time in ISO 8601 (2026-11-28 or 2026-11-28T09:30:00Z), got '${value.slice(0, 40)}'.`);
  }
  return at;
}

/** GET /api/desk/stories: the filters of the desk's story list; 400 naming the parameter at fault. */
export function deskStoryFilterOf(query: Request['query']): DeskStoryFilter {
  const category = text(query, 'category');
  if (category !== undefined && !(NEWS_TYPES as readonly string[]).includes(category)) {
    throw invalidParameter('category', `Parameter 'category': expected one of ${NEWS_TYPES.join(', ')}, got '${category.slice(0, 40)}'.`);
  }
  const status = text(query, 'status');
  if (status !== undefined && !(DESK_STORY_STATUSES as readonly string[]).includes(status)) {
    throw invalidParameter('status', `Parameter 'status': expected one of ${DESK_STORY_STATUSES.join(', ')}, got '${status.slice(0, 40)}'.`);
  }
  const after = text(query, 'after');
  if (after !== undefined && !isStoryId(after)) throw invalidParameter('after', `Parameter 'after': a news id is a string of digits, got '${String(after).slice(0, 40)}'.`);
  const lang = single(query, 'lang', { emptyAsAbsent: true });
  const from = moment(query, 'from');
  const to = moment(query, 'to');
  if (from && to && from >= to) throw invalidParameter('to', `Parameter 'to' must come after 'from'.`);
  const subcategory = text(query, 'subcategory');
  const q = text(query, 'q');
  return {
    ...(category ? { category } : {}),
    ...(subcategory ? { subcategory } : {}),
    ...(lang !== undefined ? { lang: parseLang(lang) } : {}),
    ...(status ? { status: status as DeskStoryFilter['status'] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q ? { q } : {}),
    ...(after ? { after } : {}),
    limit: integer(query, 'limit', { min: 1, max: DESK_MAX_PAGE_SIZE, fallback: DESK_PAGE_SIZE }),
  };
}
