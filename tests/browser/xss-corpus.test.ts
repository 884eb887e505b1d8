import { describe, expect, it } from 'vitest';
import { formatYearMonth } from '../../shared/archive-months';
import { articlePath } from '../../shared/routes';
import { settle } from '../support/browser-traps';
import { bodyRendered, expectNothingRan, load, observed, stories, storyNumber, trappedPage, xssSuite } from '../support/xss-browser';
import { hostileAddresses, type HostileStory } from '../support/xss-stories';
import { TRAP_HOST } from '../support/xss-vectors';

/*
 * The XSS corpus in Chromium (tests/support/xss-browser.ts): the lists and archive months that
 * show its cards, each card's article reached by a click, pages with the corpus in their path and
 * query, and a control that the traps catch what does run. Its article pages and briefs are
 * xss-articles-1 and -2, which run beside this file.
 */

const suite = xssSuite();

const subtypeLists = () => {
  const lists = new Map<string, HostileStory[]>();
  for (const story of stories) {
    const path = `/en/news/list/${story.item.type}/${story.item.subtype}`;
    lists.set(path, [...(lists.get(path) ?? []), story]);
  }
  return lists;
};

describe('the XSS corpus in Chromium', { timeout: 480_000 }, () => {
  it('runs nothing on the trending, category, subtype and archive lists, nor on a click to each article', async () => {
    const trapped = await trappedPage(suite);
    const { page } = trapped;
    for (const path of ['/en/news/list/trending', '/en/news/list/world', '/en/news/list/business']) {
      expect(await load(suite, trapped, path), path).toBe(200);
      await expectNothingRan(suite, trapped, path);
    }
    const months = new Set(stories.map(({ item }) => {
      const date = new Date(item.postTime * 1000);
      return `/en/news/archive/category/${item.type}/${formatYearMonth({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 })}`;
    }));
    for (const path of months) {
      expect(await load(suite, trapped, path), path).toBe(200);
      await expectNothingRan(suite, trapped, path);
    }
    for (const [path, onIt] of subtypeLists()) {
      expect(await load(suite, trapped, path), path).toBe(200);
      await expectNothingRan(suite, trapped, path);
      // Each card to its article and back, by client navigation: the browser renders the body and sanitises the embed.
      for (const story of onIt) {
        const label = `${path} → story ${storyNumber(story)}`;
        await page.locator('.xn-story-title a').nth(onIt.indexOf(story)).click();
        await page.waitForURL(`**${articlePath('en', story.item.title, story.item.id)}`);
        await bodyRendered(page, story);
        await expectNothingRan(suite, trapped, label);
        await page.goBack();
        await page.waitForURL(`**${path}`);
      }
    }
    await trapped.context.close();
  });

  it('runs nothing on pages with the corpus in their path or query', async () => {
    const trapped = await trappedPage(suite);
    for (const { path } of hostileAddresses(stories[0]!.item.id)) {
      const status = await load(suite, trapped, path);
      expect(status, path).toBeLessThan(500);
      // An address no page has is still a page that says so (the not-found page, or a story's
      // or an archive's own message), not a bare error.
      if (status === 404) await trapped.page.locator('main h1').waitFor();
      await expectNothingRan(suite, trapped, path);
    }
    await trapped.context.close();
  });

  it('catches a vector that does run, so that silence above means something', async () => {
    const trapped = await trappedPage(suite);
    await load(suite, trapped, '/en/news/list/trending');
    // Hydrated first: hydration would otherwise replace what is planted below. Planted outside
    // <main>, whose every element the look below waits to see owned by React.
    await settle(trapped.page);
    await trapped.page.evaluate((host) => {
      const image = document.createElement('img');
      image.setAttribute('onerror', "__xss('control')");
      image.src = 'x';
      document.body.append(image);
      const beacon = document.createElement('img');
      beacon.src = `http://${host}/control`;
      document.body.append(beacon);
      alert('control');
    }, TRAP_HOST);
    // Each trap saw it: the call, the dialog sink, the request out, and the handler in the DOM.
    const seen = await observed(suite, trapped);
    expect(seen.calls.sort()).toEqual(['__xss(control)', 'alert(control)']);
    expect(seen.foreign).toEqual([`http://${TRAP_HOST}/control`]);
    expect(seen.markup).toEqual([`<img> onerror=__xss('control')`, `<img> src=http://${TRAP_HOST}/control`]);
    await trapped.context.close();
  });
});
