import { matchPath as routerMatchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../languages';
import {
  aboutPath,
  archiveCategoryPath,
  archiveLandingPath,
  archiveLandingStepPath,
  archiveMonthPath,
  archiveStoryPath,
  articlePath,
  BARE_ACCOUNT_ADDRESSES,
  briefPath,
  configuredLang,
  contactPath,
  contactSentPath,
  INFO_PAGE_PATHS,
  isAccountFormPath,
  isAccountPagePath,
  langRootPath,
  listArchivePath,
  listPath,
  loginPath,
  matchPath,
  notFoundPath,
  PAGE_PATTERNS,
  pageLang,
  policyKindOf,
  policyPath,
  PREFIXED_LEGACY_ACCOUNT_PATTERNS,
  profilePath,
  accountDeletedPath,
  resetLinkPath,
  resetPath,
  signupPath,
  swapLangInPath,
  trendingPath,
  UNPREFIXED_PAGE_FOLDERS,
  type PageName,
  type PathParams,
} from './index';
import type { SiteConfig } from '../types';
import { loadSite } from '../../server/site/load-site';

const config = loadSite('xnews').config;
const frenchOnly: SiteConfig = { ...config, languageCodes: ['fr'] };

/** One address of every page, made by its builder, with the parameters its pattern must read back. */
const BUILT: [page: PageName, path: string, params: PathParams][] = [
  ['newsList', trendingPath('en'), { lang: 'en', type: 'trending', subtype: undefined }],
  ['newsList', listPath('cn', 'world', 'Climate'), { lang: 'cn', type: 'world', subtype: 'Climate' }],
  ['article', articlePath('tw', 'Rain in Spain', '12345'), { lang: 'tw', slugAndId: 'rain-in-spain-12345' }],
  ['article', articlePath('cn', '北京下雨', '9'), { lang: 'cn', slugAndId: '9' }],
  ['brief', briefPath('es', 'Rain in Spain', '12345'), { lang: 'es', slugAndId: 'rain-in-spain-12345' }],
  ['article', archiveStoryPath('fr', '77'), { lang: 'fr', slugAndId: '77' }],
  ['archiveLanding', archiveLandingPath('en'), { lang: 'en' }],
  ['archiveCategory', archiveCategoryPath('en', 'politics'), { lang: 'en', category: 'politics' }],
  ['archiveMonth', archiveMonthPath('es', 'world', { year: 2025, month: 4 }), { lang: 'es', category: 'world', yyyymm: '202504' }],
  ['about', aboutPath('fr'), { lang: 'fr' }],
  ['contact', contactPath('tw'), { lang: 'tw' }],
  ['policy', policyPath('en', 'privacy'), { lang: 'en', policy: 'privacy' }],
  ['policy', policyPath('cn', 'terms'), { lang: 'cn', policy: 'terms' }],
  ['login', loginPath('en'), { lang: 'en' }],
  ['signup', signupPath('es'), { lang: 'es' }],
  ['reset', resetPath('fr'), { lang: 'fr' }],
  ['profile', profilePath('tw'), { lang: 'tw' }],
  ['accountDeleted', accountDeletedPath('es'), { lang: 'es' }],
];

describe('page patterns and builders', () => {
  it.each(BUILT)('the %s pattern reads back what built %s', (page, path, params) => {
    expect(matchPath(PAGE_PATTERNS[page], path)).toEqual(params);
  });

  it.each(BUILT)('the router reads the %s pattern as we do, for %s', (page, path, params) => {
    const routed = routerMatchPath(PAGE_PATTERNS[page], path)?.params;
    const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
    expect(routed).toEqual(defined);
  });

  it('builds the addresses spec §2 names', () => {
    expect(trendingPath('en')).toBe('/en/news/list/trending');
    expect(listPath('en', 'world', 'Climate')).toBe('/en/news/list/world/Climate');
    expect(articlePath('en', 'Rain in Spain', '12345')).toBe('/en/news/analysis/rain-in-spain-12345');
    expect(briefPath('en', 'Rain in Spain', '12345')).toBe('/en/news/analysis/brief/rain-in-spain-12345');
    expect(archiveMonthPath('en', 'world', { year: 2025, month: 4 })).toBe('/en/news/archive/category/world/202504');
    expect(archiveLandingStepPath('en', 'politics')).toBe('/en/news/archive?category=politics');
    expect(aboutPath('en')).toBe('/en/about/AboutUS');
    expect(contactSentPath('en')).toBe('/en/about/contact?sent=1');
    expect(resetLinkPath('en', 'a+b/c')).toBe('/en/user/reset?token=a%2Bb%2Fc');
    expect(INFO_PAGE_PATHS.map((path) => path('es'))).toEqual(['/es/about/AboutUS', '/es/about/contact', '/es/about/privacy', '/es/about/terms']);
  });

  it('sends a list to its archive: trending to the landing, a category to its months', () => {
    expect(listArchivePath('en', 'trending')).toBe(archiveLandingPath('en'));
    expect(listArchivePath('en', 'sports')).toBe(archiveCategoryPath('en', 'sports'));
  });

  it('reads a policy from its address without regard to case, and nothing else', () => {
    expect(policyKindOf('Privacy')).toBe('privacy');
    expect(policyKindOf('TERMS')).toBe('terms');
    expect(policyKindOf('AboutUS')).toBeNull();
    expect(policyKindOf(undefined)).toBeNull();
  });
});

describe('odd segments', () => {
  it.each(['Human Rights', 'a/b', 'R&D?x=1#top', '100%', '..', 'Café'])('keeps the subtype %j in one segment and reads it back whole', (subtype) => {
    const path = listPath('en', 'world', subtype);
    expect(path.split('/')).toHaveLength(6);
    expect(path).not.toMatch(/[?#]/);
    expect(matchPath(PAGE_PATTERNS.newsList, path)).toEqual({ lang: 'en', type: 'world', subtype });
    expect(decodeURIComponent(routerMatchPath(PAGE_PATTERNS.newsList, path)?.params.subtype ?? '')).toBe(subtype);
  });

  it('keeps an odd category and story id in one segment', () => {
    expect(matchPath(PAGE_PATTERNS.archiveCategory, archiveCategoryPath('en', 'x/y z'))?.category).toBe('x/y z');
    expect(archiveStoryPath('en', '1/../2')).toBe('/en/news/analysis/1%2F..%2F2');
    expect(articlePath('en', 'Title', '1/2')).toBe('/en/news/analysis/title-1%2F2');
  });

  it('refuses a malformed escape rather than throwing', () => {
    expect(matchPath(PAGE_PATTERNS.newsList, '/en/news/list/world/%E0%A4%A')).toBeNull();
  });
});

describe('the language prefix rules', () => {
  it('takes any two-letter prefix as a prefix, and only that', () => {
    expect(matchPath(PAGE_PATTERNS.contact, '/de/about/contact')).toEqual({ lang: 'de' });
    expect(matchPath(PAGE_PATTERNS.contact, '/eng/about/contact')).toBeNull();
    expect(matchPath(PAGE_PATTERNS.contact, '/EN/about/contact')).toBeNull();
    expect(matchPath(PAGE_PATTERNS.contact, '/about/contact')).toBeNull();
  });

  it('allows a trailing slash and nothing after the page', () => {
    expect(matchPath(PAGE_PATTERNS.profile, '/en/profile/')).toEqual({ lang: 'en' });
    expect(matchPath(PAGE_PATTERNS.profile, '/en/profile/x')).toBeNull();
    expect(matchPath(PAGE_PATTERNS.archiveLanding, '/en/news/archive/category')).toBeNull();
  });

  it('knows a configured language from any other value', () => {
    for (const lang of LANGUAGE_CODES) expect(configuredLang(lang, config)).toBe(lang);
    expect(configuredLang('en', frenchOnly)).toBeNull();
    expect(configuredLang('de', config)).toBeNull();
    expect(configuredLang(undefined, config)).toBeNull();
  });

  it("gives a page the prefix's language, else the site's only one, else its first", () => {
    expect(pageLang('/tw/news/list/trending', config)).toBe('tw');
    expect(pageLang('/news/list/trending', config)).toBe('en');
    expect(pageLang('/news/list/trending', frenchOnly)).toBe('fr');
    expect(pageLang('/en/news/list/trending', frenchOnly)).toBe('fr');
  });

  it('reads an unprefixed page address as the English one', () => {
    for (const folder of UNPREFIXED_PAGE_FOLDERS) expect(swapLangInPath(`${folder}x?y=1`, 'en')).toBe(`/en${folder}x?y=1`);
  });

  it("draws the not-found page, and roots each language, under the language's prefix", () => {
    expect(notFoundPath('cn')).toBe('/cn/not-found');
    expect(langRootPath('es')).toBe('/es');
  });
});

describe('account addresses', () => {
  it('leads the spec’s bare and prefixed account names to the pages', () => {
    expect(BARE_ACCOUNT_ADDRESSES.map(([paths, page]) => [paths, page('fr')])).toEqual([
      [['/login'], '/fr/user/login'],
      [['/signup'], '/fr/user/signup'],
      [['/profile', '/restaurant/boss'], '/fr/profile'],
    ]);
    expect(PREFIXED_LEGACY_ACCOUNT_PATTERNS.map(([pattern, page]) => [matchPath(pattern, pattern.replace(':lang', 'es')), page('es')])).toEqual([
      [{ lang: 'es' }, '/es/user/login'],
      [{ lang: 'es' }, '/es/user/signup'],
      [{ lang: 'es' }, '/es/profile'],
    ]);
  });

  it('tells the account forms and the profile from other pages', () => {
    expect(isAccountFormPath(resetLinkPath('en', 't'))).toBe(true);
    expect(isAccountFormPath(profilePath('en'))).toBe(false);
    for (const path of [loginPath('en'), signupPath('cn'), resetPath('tw'), profilePath('es'), `${profilePath('fr')}/`, accountDeletedPath('cn')]) expect(isAccountPagePath(path)).toBe(true);
    for (const path of [trendingPath('en'), '/user/me', '/en/profiles', contactPath('en')]) expect(isAccountPagePath(path)).toBe(false);
  });
});
