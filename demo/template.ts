import type { LangCode } from '../shared/languages';
import { capitalize, withPreposition, type Preposition } from './grammar';
import type { Localized } from './localized';

/** The slots a template may name: the same for every language, so versions stay translations. */
export const SLOT_NAMES = [
  'place', 'place2', 'org', 'org2', 'company', 'company2', 'person', 'person2', 'role', 'role2',
  'topic', 'pct', 'num', 'crowd', 'small', 'streak', 'money', 'big', 'day', 'target', 'pastYear',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];
export type SlotValues = Readonly<Record<SlotName, Localized>>;

/*
 * Syntax: {slot}; {Slot} capitalises the value's first letter (sentence starts); {slot:de} and
 * {slot:a} add the preposition with its Spanish or French contraction.
 */
const TOKEN = /\{([A-Za-z]+[0-9]?)(?::(de|a))?\}/g;
const KNOWN = new Set<string>(SLOT_NAMES);

type Part = string | { slot: SlotName; capital: boolean; preposition: Preposition | undefined };

/** Templates are parsed once: the corpus is reused across thousands of stories. */
const compiled = new Map<string, readonly Part[]>();

function compile(template: string): readonly Part[] {
  const cached = compiled.get(template);
  if (cached) return cached;
  const parts: Part[] = [];
  let cursor = 0;
  for (const match of template.matchAll(TOKEN)) {
    const raw = match[1] ?? '';
    const name = raw.charAt(0).toLowerCase() + raw.slice(1);
    if (!KNOWN.has(name)) throw new Error(`unknown slot {${raw}} in template: ${template}`);
    parts.push(template.slice(cursor, match.index));
    parts.push({ slot: name as SlotName, capital: raw !== name, preposition: match[2] as Preposition | undefined });
    cursor = match.index + match[0].length;
  }
  parts.push(template.slice(cursor));
  if (parts.some((part) => typeof part === 'string' && /[{}]/.test(part))) {
    throw new Error(`malformed slot in template: ${template}`);
  }
  compiled.set(template, parts);
  return parts;
}

export function fill(template: Localized, lang: LangCode, slots: SlotValues): string {
  let out = '';
  for (const part of compile(template[lang])) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    let value = slots[part.slot][lang];
    if (part.preposition) value = withPreposition(lang, part.preposition, value);
    out += part.capital ? capitalize(value) : value;
  }
  return out;
}
