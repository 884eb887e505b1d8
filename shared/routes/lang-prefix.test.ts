import { describe, it, expect } from 'vitest';
import { langFromPath, langPrefixOf, swapLangInPath } from './lang-prefix';
import type { LangCode } from '../languages';

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

