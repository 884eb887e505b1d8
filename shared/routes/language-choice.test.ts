import { describe, expect, it } from 'vitest';
import { isLanguageChoiceTarget, languageChoicePath, languageSwitchTarget } from './language-choice';

describe('languageSwitchTarget', () => {
  it('keeps the path and the query parameters that mean something in the other language', () => {
    expect(languageSwitchTarget('/en/news/list/world/Climate', '?page=3', 'fr')).toBe('/fr/news/list/world/Climate?page=3');
    expect(languageSwitchTarget('/en/search', '?q=%C3%A9lection&type=world&sort=recent&page=2', 'es')).toBe('/es/search?q=%C3%A9lection&type=world&sort=recent&page=2');
    expect(languageSwitchTarget('/en/newsletter/preferences', '?token=abc.def', 'tw')).toBe('/tw/newsletter/preferences?token=abc.def');
    expect(languageSwitchTarget('/en/about/AboutUS', '', 'cn')).toBe('/cn/about/AboutUS');
  });

  it('leaves behind what only this page showed once: error codes, return paths, anything unknown', () => {
    expect(languageSwitchTarget('/en/user/login', '?oauth_error=token_stolen&provider=google', 'fr')).toBe('/fr/user/login');
    expect(languageSwitchTarget('/en/user/login', '?redirect=%2Fen%2Fprofile&page=1', 'es')).toBe('/es/user/login?page=1');
  });
});

describe('the language choice route', () => {
  it('names the chosen language and where to go next, and takes only a path of this site in that language', () => {
    expect(languageChoicePath('fr', '/fr/news/list/world?page=2')).toBe('/fr/language?next=%2Ffr%2Fnews%2Flist%2Fworld%3Fpage%3D2');
    expect(isLanguageChoiceTarget('/fr/news/list/world?page=2', 'fr')).toBe(true);
    expect(isLanguageChoiceTarget('/en/news/list/world', 'fr')).toBe(false);
    expect(isLanguageChoiceTarget('//evil.example/fr/', 'fr')).toBe(false);
    expect(isLanguageChoiceTarget(['/fr/news'], 'fr')).toBe(false);
  });
});
