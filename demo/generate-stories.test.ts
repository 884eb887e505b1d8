import { describe, expect, it } from 'vitest';
import { validateBatch } from '../server/services/ingest/validate-batch';
import { DEMO_VIDEO_EMBED } from './story-media';
import { generateDemoStories, type DemoOptions } from './generate-stories';
import { stripFootnotes } from '../shared/footnotes';
import { LANGUAGE_CODES } from '../shared/languages';
import { NEWS_TYPES, TAXONOMY } from '../shared/taxonomy';
import type { NewsItemInput } from '../shared/types';

const START = new Date(Date.UTC(2025, 3, 1));
const END = new Date(Date.UTC(2026, 0, 15));
const options = (overrides: Partial<DemoOptions> = {}): DemoOptions => ({ count: 1000, seed: 20_250_401, start: START, end: END, ...overrides });
const generate = (overrides: Partial<DemoOptions> = {}): NewsItemInput[][] => [...generateDemoStories(options(overrides))];

const stories = generate();
const versions = stories.flat();
const inLang = (lang: string) => versions.filter((version) => version.lang === lang);
const chars = (text: string) => Array.from(text).length;
const share = (count: number) => count / stories.length;

/** Fields that belong to the story, not to one language version. */
const STORY_FIELDS = ['id', 'type', 'subtype', 'postTime', 'trendingScore', 'user_id', 'img_urls', 'video_thumbs', 'video_embed_link', 'cita', 'news_author'] as const;

describe('generateDemoStories: determinism and count', () => {
  it('gives byte-identical output for the same options, and different output for another seed', () => {
    const again = JSON.stringify(generate());
    expect(again).toBe(JSON.stringify(stories));
    expect(JSON.stringify(generate({ seed: 1 }))).not.toBe(again);
  });

  it('yields exactly count stories, one at a time', () => {
    expect(stories).toHaveLength(1000);
    expect(generate({ count: 0 })).toEqual([]);
    const iterator = generateDemoStories(options({ count: 3 }));
    expect(iterator.next().value).toHaveLength(stories[0]?.length ?? -1);
  });

  it('rejects nonsense options', () => {
    expect(() => generate({ count: -1 })).toThrow(RangeError);
    expect(() => generate({ count: 1.5 })).toThrow(RangeError);
    expect(() => generate({ start: END, end: START })).toThrow(RangeError);
  });
});

describe('generateDemoStories: taxonomy, time and scores', () => {
  it('covers every (type, subtype) pair of every news type at count 1000', () => {
    const seen = new Set(stories.map((story) => `${story[0]?.type}/${story[0]?.subtype}`));
    for (const type of NEWS_TYPES) for (const subtype of TAXONOMY[type]) expect(seen, `${type}/${subtype}`).toContain(`${type}/${subtype}`);
  });

  it('spreads integer post times from start to end, in order', () => {
    const times = stories.map((story) => story[0]?.postTime ?? 0);
    for (const time of times) {
      expect(Number.isInteger(time)).toBe(true);
      expect(time).toBeGreaterThanOrEqual(START.getTime() / 1000);
      expect(time).toBeLessThanOrEqual(END.getTime() / 1000);
    }
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const span = END.getTime() / 1000 - START.getTime() / 1000;
    expect(times[0]! - START.getTime() / 1000).toBeLessThan(span / 100);
    expect(END.getTime() / 1000 - times[times.length - 1]!).toBeLessThan(span / 100);
  });

  it('scores trending as integers 0-100 with about 45% at 55 or above', () => {
    const scores = stories.map((story) => story[0]?.trendingScore ?? -1);
    for (const score of scores) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    const high = share(scores.filter((score) => score >= 55).length);
    expect(high).toBeGreaterThan(0.38);
    expect(high).toBeLessThan(0.52);
    expect(share(scores.filter((score) => score < 10).length)).toBeGreaterThan(0);
  });
});

describe('generateDemoStories: ids', () => {
  it('uses unique 19-digit snowflake strings above 2^53 that encode the post time', () => {
    const ids = stories.map((story) => story[0]?.id ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const story of stories) {
      const first = story[0]!;
      expect(typeof first.id).toBe('string');
      expect(first.id).toMatch(/^[0-9]{19}$/);
      expect(BigInt(first.id)).toBeGreaterThan(2n ** 53n);
      const ms = (BigInt(first.id) >> 22n) + 1288834974657n;
      expect(Number(ms / 1000n)).toBe(first.postTime);
    }
  });
});

describe('generateDemoStories: language versions', () => {
  it('has English first, then 2-5 distinct versions in site order', () => {
    for (const story of stories) {
      const langs = story.map((version) => version.lang);
      expect(langs[0]).toBe('en');
      expect(langs.length).toBeGreaterThanOrEqual(2);
      expect(langs.length).toBeLessThanOrEqual(5);
      expect(langs).toEqual(LANGUAGE_CODES.filter((lang) => langs.includes(lang)));
    }
    for (const lang of LANGUAGE_CODES) expect(inLang(lang).length, lang).toBeGreaterThan(stories.length * 0.4);
  });

  it('shares the story fields across versions, and translates the text', () => {
    for (const story of stories) {
      const [en, ...others] = story;
      for (const other of others) {
        for (const field of STORY_FIELDS) expect(other[field], field).toEqual(en![field]);
        expect(other.outlines).toHaveLength(en!.outlines.length);
        expect(other.title).not.toBe(en!.title);
      }
    }
  });

  it('writes cn and tw in Chinese characters, tw differing from cn and in traditional script', () => {
    const han = /\p{Script=Han}/u;
    for (const version of [...inLang('cn'), ...inLang('tw')]) {
      expect(version.title).toMatch(han);
      expect(version.news).toMatch(han);
      expect(version.summary).toMatch(han);
    }
    const traditionalOnly = /[這們國說發關業經對時為來過還點體當應實際數據進動開長門問間東車與學現電話讓認識計設論議記許邊選遠運達報場處總戰護擇換擴轉級組織結給統續線網獲藥慮規視討證評訴詢該語請調談資賽較銀錯鎮聞隊陽險難項預領頻題風馬驗魚齊務費貿濟區醫療衛億萬幣監測勵雙觀熱節眾團員絡頁術]/;
    const simplifiedOnly = /[这们国说发关业经对时为来过还点体当应实际数据进动开长门问间东车与学现电话让认识计设论议记许边选远运达报场处总战护择换扩转级组织结给统续线网获药虑规视讨证评诉询该语请调谈资赛较银错镇闻队阳险难项预领频题风马验鱼齐务费贸济区医疗卫亿万币监测励双观热节众团员络页术]/;
    for (const story of stories) {
      const cn = story.find((version) => version.lang === 'cn');
      const tw = story.find((version) => version.lang === 'tw');
      if (cn) expect([cn.title, cn.news, cn.summary, ...cn.outlines].join('\n')).not.toMatch(traditionalOnly);
      if (tw) expect([tw.title, tw.news, tw.summary, ...tw.outlines].join('\n')).not.toMatch(simplifiedOnly);
      if (cn && tw) expect(tw.news).not.toBe(cn.news);
    }
  });

  it('writes es and fr as Spanish and French, with their articles contracted', () => {
    for (const version of inLang('es')) {
      expect(version.news).toMatch(/[áéíóúñ«]/);
      expect(version.news).toMatch(/ (los|las|del|que) /);
      expect(version.news).not.toMatch(/(?<!\p{L})(de|a) el /u);
      expect(version.news).not.toMatch(/ (the|and|of) /);
    }
    for (const version of inLang('fr')) {
      const text = [version.title, version.news, version.summary, ...version.outlines].join('\n');
      expect(version.news).toMatch(/[éèêàç]/);
      expect(version.news).toMatch(/ (le|la|les|des|du) /);
      expect(text).not.toMatch(/(?<!\p{L})(de|à) (le|les) /iu);
      expect(text).not.toMatch(/(?<!\p{L})(de|que) [aeiouéèêAEIOUÉ]/u);
      expect(text).not.toMatch(/ (the|and|of) /);
    }
  });
});

describe('generateDemoStories: fields of each version', () => {
  it('passes the ingest validation the seed goes through', () => {
    const result = validateBatch(versions);
    expect(result.ok ? [] : result.errors.slice(0, 3)).toEqual([]);
  });

  it('has 15-120 character titles, sometimes with a footnote marker', () => {
    for (const version of versions) {
      const size = chars(stripFootnotes(version.title));
      expect(size, version.title).toBeGreaterThanOrEqual(15);
      expect(size, version.title).toBeLessThanOrEqual(120);
    }
    const marked = share(stories.filter((story) => /\[\^?1\]$/.test(story[0]!.title)).length);
    expect(marked).toBeGreaterThan(0.05);
    expect(marked).toBeLessThan(0.2);
  });

  it('has a 3-6 paragraph markdown body whose markers match the citations', () => {
    let subheadings = 0;
    let lists = 0;
    for (const version of versions) {
      const blocks = version.news.split('\n\n');
      const paragraphs = blocks.filter((block) => !block.startsWith('## ') && !block.startsWith('- '));
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
      if (blocks.some((block) => block.startsWith('## '))) subheadings++;
      if (blocks.some((block) => block.startsWith('- '))) lists++;
      const markers = [...version.news.matchAll(/\[\^?([0-9])\]/g)].map((match) => Number(match[1]));
      const citations = version.cita.split('\n');
      expect(markers).toEqual(citations.map((_, index) => index + 1));
      for (const [index, line] of citations.entries()) expect(line).toMatch(new RegExp(`^\\[${index + 1}\\]: https://[a-z0-9.-]+/\\S+$`));
    }
    expect(subheadings).toBeGreaterThan(0);
    expect(lists).toBeGreaterThan(0);
  });

  it('has a 1-2 sentence summary of about 120-250 characters in English, and 4-6 outlines', () => {
    for (const version of inLang('en')) {
      expect(chars(version.summary), version.summary).toBeGreaterThanOrEqual(100);
      expect(chars(version.summary), version.summary).toBeLessThanOrEqual(260);
      expect(version.summary.split(/[.!?] /).length).toBeLessThanOrEqual(2);
    }
    for (const version of versions) {
      expect(version.summary.length).toBeGreaterThan(30);
      expect(version.outlines.length).toBeGreaterThanOrEqual(4);
      expect(version.outlines.length).toBeLessThanOrEqual(6);
      for (const outline of version.outlines) expect(chars(outline)).toBeLessThan(100);
    }
  });

  it('points media at demo images of its own category and embeds video rarely', () => {
    for (const story of stories) {
      const { type, img_urls, video_thumbs, video_embed_link, user_id, news_author } = story[0]!;
      const image = new RegExp(`^https://media\\.demo\\.invalid/${type}-([0-9]|1[01])\\.png$`);
      expect(img_urls.length).toBeGreaterThanOrEqual(1);
      expect(img_urls.length).toBeLessThanOrEqual(3);
      expect(new Set(img_urls).size).toBe(img_urls.length);
      for (const url of [...img_urls, ...video_thumbs]) expect(url).toMatch(image);
      expect(video_thumbs.length).toBeLessThanOrEqual(1);
      expect(['', DEMO_VIDEO_EMBED]).toContain(video_embed_link);
      expect(user_id).toMatch(/^@[A-Za-z]+$/);
      expect(news_author.url).toMatch(/^https:\/\/www\.xnews\.com\/authors\/[a-z-]+$/);
    }
    const thumbs = share(stories.filter((story) => story[0]!.video_thumbs.length > 0).length);
    const embeds = share(stories.filter((story) => story[0]!.video_embed_link !== '').length);
    expect(thumbs).toBeGreaterThan(0.14);
    expect(thumbs).toBeLessThan(0.26);
    expect(embeds).toBeGreaterThan(0.01);
    expect(embeds).toBeLessThan(0.06);
    expect(stories.some((story) => story[0]!.user_id.length > 18)).toBe(true);
  });
});

describe('generateDemoStories: speed', () => {
  it('generates 5,000 stories well within budget (3 s target on one core)', () => {
    const started = performance.now();
    let count = 0;
    for (const story of generateDemoStories(options({ count: 5000, seed: 5 }))) count += story.length > 0 ? 1 : 0;
    const ms = performance.now() - started;
    console.log(`generated 5000 demo stories in ${ms.toFixed(0)} ms`);
    expect(count).toBe(5000);
    expect(ms).toBeLessThan(10_000);
  });
});
