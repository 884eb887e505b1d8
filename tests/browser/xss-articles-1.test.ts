import { describe, expect, it } from 'vitest';
import { allowedPlayersOf, stories, sweepArticles, xssSuite } from '../support/xss-browser';

/* The XSS corpus's article pages and briefs, the first half of its stories (tests/support/xss-browser.ts). */

const suite = xssSuite();
const half = Math.ceil(stories.length / 2);
const part = stories.slice(0, half);

describe('the XSS corpus in Chromium', { timeout: 480_000 }, () => {
  it(`runs nothing on the first ${part.length} hostile stories' article pages, through every slide and source, nor on their briefs`, async () => {
    expect(await sweepArticles(suite, part)).toEqual(allowedPlayersOf(part));
  });
});
