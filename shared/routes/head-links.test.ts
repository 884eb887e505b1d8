import { describe, expect, it } from 'vitest';
import type { LangCode } from '../languages';
import { hreflangAlternates } from './head-links';

describe('hreflangAlternates', () => {
  const url = (lang: LangCode) => `https://example.com/${lang}/news/analysis/a-1`;

  it('lists each available language and an x-default to the English address', () => {
    expect(hreflangAlternates(['en', 'cn', 'tw'], url)).toEqual([
      { hreflang: 'en', href: 'https://example.com/en/news/analysis/a-1' },
      { hreflang: 'zh-Hans', href: 'https://example.com/cn/news/analysis/a-1' },
      { hreflang: 'zh-Hant', href: 'https://example.com/tw/news/analysis/a-1' },
      { hreflang: 'x-default', href: 'https://example.com/en/news/analysis/a-1' },
    ]);
  });

  it('points x-default to en even when en is not available', () => {
    const alternates = hreflangAlternates(['fr'], url);
    expect(alternates).toEqual([
      { hreflang: 'fr', href: 'https://example.com/fr/news/analysis/a-1' },
      { hreflang: 'x-default', href: 'https://example.com/en/news/analysis/a-1' },
    ]);
  });

  it('uses site order and drops repeats', () => {
    const alternates = hreflangAlternates(['fr', 'en', 'fr', 'es'], url);
    expect(alternates.map((a) => a.hreflang)).toEqual(['en', 'es', 'fr', 'x-default']);
  });

  it('gives no alternates when no language is known', () => {
    expect(hreflangAlternates([], url)).toEqual([]);
  });
});
