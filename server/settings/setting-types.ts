import { z } from 'zod';
import { isLoopbackHttp } from '../services/oauth/social-provider';

/** What docs/configuration.md's table and .env.example say of a variable (npm run env:docs writes both). */
export interface SettingDoc {
  /** What it does, in docs/configuration.md's words (Markdown). */
  description: string;
  /** Its values, as people read them (Markdown). */
  type: string;
  /** What it is when unset (Markdown). */
  default: string;
  /** Its line in .env.example; none leaves it empty there, as for every secret. */
  example?: string;
}

/** Each variable's schema, documented. */
export const settingDocs = z.registry<SettingDoc>();

/** Why a value is refused, without the variable's name: the issue's path names it. */
class Problem {
  constructor(readonly message: string) {}
}

/** Every value is trimmed, and a blank one counts as unset. */
function given(raw: string | undefined): string | undefined {
  return raw?.trim() || undefined;
}

/** "a, b or c". */
function oneOf(values: readonly string[]): string {
  const head = values.slice(0, -1);
  const last = values.at(-1) ?? '';
  return head.length === 0 ? last : `${head.join(', ')} or ${last}`;
}

function setting<T>(doc: SettingDoc, read: (value: string | undefined) => T | Problem) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = read(given(raw));
      if (!(value instanceof Problem)) return value;
      ctx.addIssue({ code: 'custom', message: value.message });
      return z.NEVER;
    })
    .register(settingDocs, doc);
}

export function wholeNumber(fallback: number, description: string, least = 0) {
  const wanted = least > 0 ? `a whole number of at least ${least}` : 'a whole number';
  return setting({ description, type: 'whole number', default: `\`${fallback}\``, example: String(fallback) }, (value) => {
    if (value === undefined) return fallback;
    return /^\d+$/.test(value) && Number(value) >= least ? Number(value) : new Problem(`must be ${wanted}, got '${value}'`);
  });
}

export function text(fallback: string, description: string) {
  return setting({ description, type: 'text', default: `\`${fallback}\``, example: fallback }, (value) => value ?? fallback);
}

/** Text whose default is computed where it is used, which `unset` tells. */
export function optionalText(type: string, unset: string, description: string) {
  return setting({ description, type, default: `unset: ${unset}` }, (value) => value);
}

/** Never written into .env.example, even as an example. */
export function secret(unset: string, description: string, minLength = 1) {
  const type = minLength > 1 ? `secret, ${minLength}+ characters` : 'secret';
  return setting({ description, type, default: `unset: ${unset}` }, (value) =>
    value !== undefined && value.length < minLength ? new Problem(`must be at least ${minLength} characters long`) : value,
  );
}

/** Text that must match a pattern, as `wanted` says. */
export function pattern(fallback: string, matches: RegExp, wanted: string, description: string) {
  return setting({ description, type: 'text', default: `\`${fallback}\``, example: fallback }, (value = fallback) =>
    matches.test(value) ? value : new Problem(`must ${wanted}, got '${value}'`),
  );
}

const quoted = (values: readonly string[]) => oneOf(values.map((value) => `\`${value}\``));

export function choice<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number], description: string) {
  return setting({ description, type: quoted(values), default: `\`${fallback}\``, example: fallback }, (value = fallback) =>
    values.includes(value) ? (value as V[number]) : new Problem(`must be ${oneOf(values)}, got '${value}'`),
  );
}

/** A choice whose default depends on other variables, which `unset` tells. */
export function optionalChoice<const V extends readonly [string, ...string[]]>(values: V, unset: string, description: string) {
  return setting({ description, type: quoted(values), default: unset }, (value) =>
    value === undefined || values.includes(value) ? (value as V[number] | undefined) : new Problem(`must be ${oneOf(values)}, got '${value}'`),
  );
}

/** true or false. */
export function yesNo(fallback: boolean, description: string) {
  return setting({ description, type: quoted(['true', 'false']), default: `\`${fallback}\``, example: String(fallback) }, (value) => {
    if (value === undefined) return fallback;
    return value === 'true' || value === 'false' ? value === 'true' : new Problem(`must be true or false, got '${value}'`);
  });
}

/** On when set to `word`, off when unset. */
export function onWhen(word: string, unset: string, description: string) {
  return setting({ description, type: `\`${word}\` or unset`, default: `unset: ${unset}` }, (value) =>
    value === undefined || value === word ? value === word : new Problem(`must be ${word} or unset, got '${value}'`),
  );
}

/** An origin as links need it: scheme, host and port only, no trailing slash. */
export function origin(unset: string, description: string) {
  return setting({ description, type: 'origin, e.g. `https://www.example.com`', default: `unset: ${unset}` }, (value) => {
    const bare = value?.replace(/\/$/, '');
    if (bare === undefined || /^https?:\/\/[^/\s?#]+$/.test(bare)) return bare;
    return new Problem(`must be an origin such as https://www.example.com, got '${value}'`);
  });
}

/** A provider's address: https, or http on this machine only (a local provider in development). */
export function providerUrl(fallback: string, description: string) {
  return setting({ description, type: 'https address (http on localhost)', default: `\`${fallback}\``, example: fallback }, (value = fallback) => {
    if (!URL.canParse(value)) return new Problem(`must be an https address, got '${value}'`);
    const url = new URL(value);
    return url.protocol === 'https:' || isLoopbackHttp(url) ? value : new Problem(`must be an https address (http only on localhost), got '${value}'`);
  });
}

/** A comma-separated list of host:port pairs, e.g. `127.0.0.1:9000,media.internal:80`; unset is none. */
export function hostPortList(unset: string, description: string) {
  return setting({ description, type: 'comma-separated `host:port` list', default: `unset: ${unset}` }, (value) => {
    if (value === undefined) return [] as string[];
    const entries = value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
    const bad = entries.find((entry) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry));
    return bad === undefined ? entries : new Problem(`must be host:port pairs separated by commas, got '${bad}'`);
  });
}

/** A URL that check accepts (it throws a message saying what is wrong otherwise); unset, as `unset` tells. */
export function checkedUrl(unset: string, description: string, check: (url: string) => unknown) {
  return setting({ description, type: 'URL', default: `unset: ${unset}` }, (value) => {
    if (value === undefined) return value;
    try {
      check(value);
      return value;
    } catch (error) {
      return new Problem((error as Error).message);
    }
  });
}
