import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { archiveFilterOf, listFilterOf } from '../../services/news/news-filters';
import { parseArchiveRequest, parseListQuery } from './news-requests';

describe('a list request that names only its type (spec §7, §9)', () => {
  const filter = listFilterOf(parseListQuery({ type: 'world' }));

  it('asks for 1000 stories from the top', () => {
    expect(filter).toMatchObject({ limit: 1000, offset: 0 });
  });

  it('looks 365 days back from when it is answered, with no other bound', () => {
    expect(filter).toMatchObject({ daysBack: 365, startTime: 0, endTime: null });
  });

  it('pages in steps of 1000', () => {
    expect(listFilterOf(parseListQuery({ type: 'world', page: '3' }))).toMatchObject({ limit: 1000, offset: 2000 });
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
