import { describe, it, expect } from 'vitest';
import { hreflangOf, normaliseLangCode } from '../language-code';
import { hreflangAlternates, langFromPath, langPrefixOf, swapLangInPath } from './index';
import type { LangCode } from '../languages';

describe('normaliseLangCode', () => {
  it('keeps the site codes as they are', () => {
    for (const code of ['en', 'cn', 'tw', 'es', 'fr'] as const) expect(normaliseLangCode(code)).toBe(code);
  });

  it('maps anything starting with en, es or fr, in any case or separator', () => {
    expect(normaliseLangCode('en-US')).toBe('en');
    expect(normaliseLangCode('EN_gb')).toBe('en');
    expect(normaliseLangCode('fr_CA')).toBe('fr');
    expect(normaliseLangCode('fr-FR')).toBe('fr');
    expect(normaliseLangCode('ES')).toBe('es');
    expect(normaliseLangCode('es-419')).toBe('es');
    expect(normaliseLangCode('  fr  ')).toBe('fr');
  });

  it('maps simplified Chinese tags to cn', () => {
    for (const tag of ['zh-CN', 'zh-cn', 'zh_CN', 'zh-Hans', 'zh-SG', 'zh-Hans-CN', 'CN', 'zh']) {
      expect(normaliseLangCode(tag)).toBe('cn');
    }
  });

  it('maps traditional Chinese tags to tw, the script winning over the region', () => {
    for (const tag of ['zh-TW', 'zh-tw', 'zh_TW', 'zh-Hant', 'zh-HK', 'zh-MO', 'zh-Hant-TW', 'zh-Hant-CN', 'TW']) {
      expect(normaliseLangCode(tag)).toBe('tw');
    }
  });

  it('falls back to en for unknown, empty and missing values', () => {
    for (const value of ['de', 'ja-JP', 'pt-BR', 'xx', '', '   ', 'zhx', null, undefined]) {
      expect(normaliseLangCode(value)).toBe('en');
    }
  });
});

describe('langPrefixOf', () => {
  it('reads only an exact lowercase code as the first segment', () => {
    expect(langPrefixOf('/fr/news/list/trending')).toBe('fr');
    expect(langPrefixOf('/cn')).toBe('cn');
    expect(langPrefixOf('/tw?page=2')).toBe('tw');
    expect(langPrefixOf('/news/list/trending')).toBeNull();
    expect(langPrefixOf('/FR/news')).toBeNull();
    expect(langPrefixOf('/english/news')).toBeNull();
    expect(langPrefixOf('/')).toBeNull();
    expect(langPrefixOf('')).toBeNull();
  });
});

describe('langFromPath', () => {
  const all: readonly LangCode[] = ['en', 'cn', 'tw', 'es', 'fr'];

  it('takes the language from the path prefix', () => {
    expect(langFromPath('/cn/news/list/trending', all)).toBe('cn');
    expect(langFromPath('/tw/news/analysis/slug-1', all)).toBe('tw');
    expect(langFromPath('/es', all)).toBe('es');
    expect(langFromPath('/fr/about/contact', all)).toBe('fr');
    expect(langFromPath('/en/news/archive', all)).toBe('en');
  });

  it('prefers the prefix even when the site has a single other language', () => {
    expect(langFromPath('/fr/news/list/world', ['cn'])).toBe('fr');
  });

  it('uses the only configured language when there is no prefix', () => {
    expect(langFromPath('/news/list/trending', ['cn'])).toBe('cn');
    expect(langFromPath('/', ['es'])).toBe('es');
  });

  it('falls back to en with several or no configured languages', () => {
    expect(langFromPath('/news/list/trending', ['cn', 'tw'])).toBe('en');
    expect(langFromPath('/about/aboutus', [])).toBe('en');
    expect(langFromPath('', all)).toBe('en');
  });
});

describe('swapLangInPath', () => {
  it('replaces the prefix and keeps the rest of the path', () => {
    expect(swapLangInPath('/en/news/list/world/War', 'fr')).toBe('/fr/news/list/world/War');
    expect(swapLangInPath('/cn/news/analysis/some-slug-123', 'tw')).toBe('/tw/news/analysis/some-slug-123');
  });

  it('adds a prefix to an unprefixed path', () => {
    expect(swapLangInPath('/news/list/trending', 'fr')).toBe('/fr/news/list/trending');
    expect(swapLangInPath('news/list/trending', 'es')).toBe('/es/news/list/trending');
    expect(swapLangInPath('/english/news', 'cn')).toBe('/cn/english/news');
  });

  it('handles the root and a bare prefix', () => {
    expect(swapLangInPath('/', 'fr')).toBe('/fr');
    expect(swapLangInPath('', 'fr')).toBe('/fr');
    expect(swapLangInPath('/en', 'cn')).toBe('/cn');
    expect(swapLangInPath('/en/', 'cn')).toBe('/cn');
  });

  it('keeps the query, the hash and a trailing slash', () => {
    expect(swapLangInPath('/en/news/list/trending?page=3', 'es')).toBe('/es/news/list/trending?page=3');
    expect(swapLangInPath('/news/archive/#top', 'tw')).toBe('/tw/news/archive/#top');
    expect(swapLangInPath('/fr?x=/en/y', 'en')).toBe('/en?x=/en/y');
  });

  it('is idempotent for the same language', () => {
    expect(swapLangInPath('/es/news/list/sports', 'es')).toBe('/es/news/list/sports');
  });
});

describe('hreflangOf', () => {
  it('maps cn and tw to their script tags and the rest to themselves', () => {
    expect(hreflangOf('cn')).toBe('zh-Hans');
    expect(hreflangOf('tw')).toBe('zh-Hant');
    expect(hreflangOf('en')).toBe('en');
    expect(hreflangOf('es')).toBe('es');
    expect(hreflangOf('fr')).toBe('fr');
  });
});

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
