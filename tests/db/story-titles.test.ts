import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNewsApi } from '../../server/bff/server-news-api';
import type { Database } from '../../server/db/database';
import { storyDetails } from '../../server/db/news/story-details';
import { storyTitles } from '../../server/db/news/story-titles';
import { upsertStories } from '../../server/db/news/upsert-stories';
import type { CachedNewsService } from '../../server/services/news/cached-news-service';
import { databaseNewsService } from '../../server/services/news/news-service';
import { titlesReadWith } from '../../shared/read-titles';
import type { NewsletterService } from '../../server/services/newsletter/newsletter-service';
import { loadSite } from '../../server/site/load-site';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { openTestDatabase } from '../support/test-database';
import { isWithdrawn } from '../../shared/withdrawn-story';

let db: Database;
const story = newsItem({ title: 'Rates held [1] for a third month' });
const versions = [story, translated(story, 'fr', 'Les taux inchangés [^2] un troisième mois'), translated(story, 'cn', '利率连续第三个月[3]保持不变')];

beforeAll(async () => {
  db = await openTestDatabase();
  await upsertStories(db, versions);
});
afterAll(() => db.close());

describe('a story’s titles, read with its details', () => {
  it('are every version’s, as stored, in the same statement, and never in the item’s JSON', async () => {
    const item = await storyDetails(db, story.id, 'fr');
    if (!item || isWithdrawn(item)) throw new Error('no story');
    expect(titlesReadWith(item)).toEqual(await storyTitles(db, story.id));
    expect(titlesReadWith(item)).toEqual({ en: story.title, fr: versions[1]?.title, cn: versions[2]?.title });
    expect(JSON.stringify(item)).not.toContain('利率');
  });

  it('are given to the page without their footnote markers and without another query', async () => {
    const news = databaseNewsService(db);
    // The titles call must not be needed: it fails here.
    const cached: CachedNewsService = { ...news, titles: () => Promise.reject(new Error('titles were queried')), within: () => cached };
    const api = serverNewsApi(cached, {} as NewsletterService, loadSite('xnews'))();
    const item = await api.details(story.id, 'en');
    if (!item || isWithdrawn(item)) throw new Error('no story');
    expect(await api.titles(item)).toEqual({ en: 'Rates held for a third month', fr: 'Les taux inchangés un troisième mois', cn: '利率连续第三个月保持不变' });
    // A copy that went through JSON (the shared cache's) has lost them, and the page asks.
    await expect(api.titles(JSON.parse(JSON.stringify(item)))).rejects.toThrow('titles were queried');
  });
});
