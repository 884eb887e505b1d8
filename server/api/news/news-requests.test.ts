import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { archiveFilterOf, listFilterOf } from '../../services/news/news-filters';
import { parseArchiveRequest, parseListQuery } from './news-requests';

/** Noon UTC, on a whole minute, so the list's window starts exactly so many days earlier. */
const NOW = Date.UTC(2025, 5, 15, 12, 0);
const seconds = (ms: number) => ms / 1000;

describe('a list request that names only its type (spec §7, §9)', () => {
  const filter = listFilterOf(parseListQuery({ type: 'world' }), NOW);

  it('asks for 1000 stories from the top', () => {
    expect(filter).toMatchObject({ limit: 1000, offset: 0 });
  });

  it('looks 365 days back', () => {
    // 2024-06-15 to 2025-06-15 holds no 29 February: exactly 365 days.
    expect(filter.startTime).toBe(seconds(Date.UTC(2024, 5, 15, 12, 0)));
    expect(filter.endTime).toBeNull();
  });

  it('pages in steps of 1000', () => {
    expect(listFilterOf(parseListQuery({ type: 'world', page: '3' }), NOW)).toMatchObject({ limit: 1000, offset: 2000 });
  });
});

describe('an archive request without a size (spec §7, §9)', () => {
  const archiveRequest = (query: Record<string, string>) =>
    parseArchiveRequest({ params: { lang: 'en', category: 'politics', yyyymm: '202505' }, query } as unknown as Request);

  it('asks for the month’s first 100 entries', () => {
    expect(archiveFilterOf(archiveRequest({}))).toMatchObject({ limit: 100, offset: 0 });
  });

  it('pages, from 0, in steps of 100', () => {
    expect(archiveFilterOf(archiveRequest({ page: '2' }))).toMatchObject({ limit: 100, offset: 200 });
  });
});
