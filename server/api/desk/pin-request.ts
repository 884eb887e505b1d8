import { isLangCode, type LangCode } from '../../../shared/languages';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { invalidParameter } from '../../errors/http-error';
import { MAX_PIN_DAYS, TRENDING_LIST, type PinRequest } from '../../services/desk/story-pins';

export const PIN_LISTS = [TRENDING_LIST, ...NEWS_TYPES] as const;

/** The body of POST /api/desk/stories/{id}/feature: `{list, langs, until}`; 400 naming the field at fault. */
export function pinRequestOf(body: Record<string, unknown>, now = Date.now()): PinRequest {
  const { list, langs, until } = body;
  if (typeof list !== 'string' || !(PIN_LISTS as readonly string[]).includes(list)) {
    throw invalidParameter('list', `Field 'list': expected trending or a category (${NEWS_TYPES.join(', ')}), got ${JSON.stringify(list ?? null).slice(0, 40)}.`);
  }
  if (!Array.isArray(langs) || langs.length === 0 || !langs.every((lang) => typeof lang === 'string' && isLangCode(lang))) {
    throw invalidParameter('langs', `Field 'langs': expected a list of one or more of en, cn, tw, es, fr, got ${JSON.stringify(langs ?? null).slice(0, 40)}.`);
  }
  const at = typeof until === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(until) ? new Date(until) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw invalidParameter('until', `Field 'until': expected a date and time in ISO 8601 (2026-11-30T18:00:00Z), got ${JSON.stringify(until ?? null).slice(0, 40)}.`);
  if (at.getTime() <= now) throw invalidParameter('until', `Field 'until' must be in the future.`);
  if (at.getTime() > now + MAX_PIN_DAYS * 86_400_000) throw invalidParameter('until', `Field 'until': a story is featured for at most ${MAX_PIN_DAYS} days.`);
  return { list, langs: [...new Set(langs as LangCode[])], until: at };
}
