import type { Result } from 'autocannon';
import { describe, expect, it } from 'vitest';
import { failureKindsOf, kindsText, mergedKinds } from './load-test';

const counts = (errors: number, timeouts: number, non2xx: number) => ({ errors, timeouts, non2xx }) as Result;

describe("autocannon's failures by kind", () => {
  it('tells time-outs, the socket errors --debug printed, and non-2xx answers apart', () => {
    const stderr = [
      'Error: read ECONNRESET',
      '    at TCP.onStreamRead (node:internal/stream_base_commons:218:20) {',
      "  code: 'ECONNRESET'",
      '}',
      'Error: read ECONNRESET',
      'Error: write EPIPE',
    ].join('\n');
    expect(failureKindsOf(counts(5, 2, 1), stderr)).toEqual({ 'time-out': 2, 'non-2xx': 1, 'read ECONNRESET': 2, 'write EPIPE': 1 });
  });

  it('counts errors it has no message for, and leaves out kinds that did not happen', () => {
    expect(failureKindsOf(counts(3, 1, 0), '')).toEqual({ 'time-out': 1, 'socket error, not printed': 2 });
    expect(failureKindsOf(counts(0, 0, 0), '')).toEqual({});
  });

  it('adds up the kinds of several runs', () => {
    expect(mergedKinds({ 'time-out': 1 }, { 'time-out': 2, 'non-2xx': 1 }, {})).toEqual({ 'time-out': 3, 'non-2xx': 1 });
  });

  it('reads as counts and kinds, and as nothing when there were none', () => {
    expect(kindsText({ 'time-out': 2, 'read ECONNRESET': 1 })).toBe('2 time-out, 1 read ECONNRESET');
    expect(kindsText({})).toBe('');
  });
});
