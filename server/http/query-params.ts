import type { Request } from 'express';
import { invalidParameter } from '../errors/http-error';

type Query = Request['query'];

/**
 * Keys that give `name` a structure: Express's simple parser leaves `size[]=5` and `size[$gt]=5`
 * as keys of their own ('size[]', 'size[$gt]'), which would otherwise read as no size at all.
 */
function bracketedKeys(query: Query, name: string): string[] {
  return Object.keys(query).filter((key) => key.startsWith(`${name}[`));
}

/** A scalar parameter: absent, or given once as a plain, non-empty value; or why not. */
export type Scalar = { ok: true; value: string | undefined } | { ok: false; message: string };

/**
 * emptyAsAbsent: an empty value counts as none, for a parameter whose own check has better words
 * for "nothing given" (the spec's 'Email is required').
 */
export interface ScalarOptions {
  emptyAsAbsent?: boolean;
}

export function scalar(query: Query, name: string, { emptyAsAbsent = false }: ScalarOptions = {}): Scalar {
  const value = query[name];
  if (bracketedKeys(query, name).length > 0 || (value !== undefined && typeof value !== 'string')) {
    return { ok: false, message: `Parameter '${name}' must be given once, as a plain value.` };
  }
  if (value !== '') return { ok: true, value };
  return emptyAsAbsent ? { ok: true, value: undefined } : { ok: false, message: `Parameter '${name}' is empty: give it a value or leave it out.` };
}

/** A parameter given at most once; a repeated, structured or empty one is an error rather than a silent pick. */
export function single(query: Query, name: string, options: ScalarOptions = {}): string | undefined {
  const given = scalar(query, name, options);
  if (!given.ok) throw invalidParameter(name, given.message);
  return given.value;
}

/**
 * A parameter that may repeat (?listNames=a&listNames=b), per spec §7 "repeated keys", also in
 * the bracket form many clients send (?listNames[]=a&listNames[]=b); any other structure is refused.
 */
export function repeated(query: Query, name: string): string[] | undefined {
  const bracketed = bracketedKeys(query, name);
  if (bracketed.some((key) => key !== `${name}[]`)) throw invalidParameter(name, `Parameter '${name}' must be a list of plain values.`);
  const given = [query[name], query[`${name}[]`]].filter((value) => value !== undefined);
  if (given.length === 0) return undefined;
  const values = given.flat();
  if (!values.every((entry): entry is string => typeof entry === 'string')) {
    throw invalidParameter(name, `Parameter '${name}' must be a list of plain values.`);
  }
  return values.flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter((entry) => entry !== '');
}

export function integer(query: Query, name: string, range: { min: number; max: number; fallback: number }): number {
  const raw = single(query, name);
  if (raw === undefined) return range.fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw invalidParameter(name, `Parameter '${name}' must be a whole number, got '${raw.slice(0, 40)}'.`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw invalidParameter(name, `Parameter '${name}' must be from ${range.min} to ${range.max}, got ${raw.slice(0, 40)}.`);
  }
  return value;
}

export function decimal(query: Query, name: string, range: { min: number; max: number }): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim()) || !Number.isFinite(value) || value < range.min || value > range.max) {
    throw invalidParameter(name, `Parameter '${name}' must be a number from ${range.min} to ${range.max}, got '${raw.slice(0, 40)}'.`);
  }
  return value;
}

/** Milliseconds start at 1e11 (a date in seconds that far off is year 5138). */
const MILLISECONDS_FROM = 1e11;

/**
 * An instant as epoch seconds or epoch milliseconds: the spec's post times are seconds, while its
 * client computes windows such as ±10368e6 ms in milliseconds. Returned in seconds.
 */
export function epochSeconds(query: Query, name: string): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,16}$/.test(raw.trim())) throw invalidParameter(name, `Parameter '${name}' must be epoch seconds or milliseconds, got '${raw.slice(0, 40)}'.`);
  const value = Number(raw);
  return value >= MILLISECONDS_FROM ? Math.floor(value / 1000) : value;
}

export function booleanFlag(query: Query, name: string): boolean {
  const raw = single(query, name);
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw invalidParameter(name, `Parameter '${name}' must be true or false.`);
}
