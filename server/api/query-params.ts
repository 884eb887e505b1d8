import type { Request } from 'express';
import { invalidParameter } from '../errors/http-error';

type Query = Request['query'];

/** A parameter given at most once; a repeated key is an error rather than a silent pick. */
export function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParameter(name, `Parameter '${name}' must be given once, as a plain value.`);
  return value;
}

/** A parameter that may repeat (?listNames=a&listNames=b), per spec §7 "repeated keys". */
export function repeated(query: Query, name: string): string[] | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((entry): entry is string => typeof entry === 'string')) {
    throw invalidParameter(name, `Parameter '${name}' must be a list of plain values.`);
  }
  return values.flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter((entry) => entry !== '');
}

export function integer(query: Query, name: string, range: { min: number; max: number; fallback: number }): number {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return range.fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw invalidParameter(name, `Parameter '${name}' must be a whole number, got '${raw.slice(0, 40)}'.`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw invalidParameter(name, `Parameter '${name}' must be from ${range.min} to ${range.max}, got ${raw.slice(0, 40)}.`);
  }
  return value;
}

export function decimal(query: Query, name: string, range: { min: number; max: number }): number | undefined {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return undefined;
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
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,16}$/.test(raw.trim())) throw invalidParameter(name, `Parameter '${name}' must be epoch seconds or milliseconds, got '${raw.slice(0, 40)}'.`);
  const value = Number(raw);
  return value >= MILLISECONDS_FROM ? Math.floor(value / 1000) : value;
}

export function booleanFlag(query: Query, name: string): boolean {
  const raw = single(query, name);
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw invalidParameter(name, `Parameter '${name}' must be true or false.`);
}
