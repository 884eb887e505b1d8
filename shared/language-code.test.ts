import { describe, expect, it } from 'vitest';
import { hreflangOf, normaliseLangCode } from './language-code';

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

describe('hreflangOf', () => {
  it('maps cn and tw to their script tags and the rest to themselves', () => {
    expect(hreflangOf('cn')).toBe('zh-Hans');
    expect(hreflangOf('tw')).toBe('zh-Hant');
    expect(hreflangOf('en')).toBe('en');
    expect(hreflangOf('es')).toBe('es');
    expect(hreflangOf('fr')).toBe('fr');
  });
});
