import { describe, expect, it } from 'vitest';
import { forYouPath, isPersonalPagePath, loginPathReturningTo, profilePath, RETURN_PATH_PARAM, returnPathIn, savedPath } from './index';

describe('loginPathReturningTo and returnPathIn', () => {
  it('carry a page of this site to the login page and back, query and all', () => {
    const address = loginPathReturningTo('fr', '/fr/news/list/world?page=2');
    expect(address).toBe('/fr/user/login?return_path=%2Ffr%2Fnews%2Flist%2Fworld%3Fpage%3D2');
    expect(returnPathIn(new URL(address, 'http://site.invalid').search)).toBe('/fr/news/list/world?page=2');
    expect(returnPathIn(new URLSearchParams({ [RETURN_PATH_PARAM]: '/en/saved' }))).toBe('/en/saved');
  });

  it.each([
    'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'JavaScript:alert(1)', 'https:evil.example',
    '/%2F/evil.example', '%2F%2Fevil.example', '/\t/evil.example', '\n//evil.example', ' //evil.example', 'evil.example', '',
    '/en/user/login', '/cn/user/signup?x=1', '/login', '/%E0%A4%A',
  ])('refuse %j', (value) => {
    expect(returnPathIn(`?${RETURN_PATH_PARAM}=${encodeURIComponent(value)}`)).toBeNull();
  });

  it('find nothing without the parameter', () => {
    expect(returnPathIn('')).toBeNull();
    expect(returnPathIn('?redirect=%2Fen%2Fsaved')).toBeNull();
  });
});

describe('isPersonalPagePath', () => {
  it('is the saved page, For you and the profile in every language, and nothing else', () => {
    for (const path of [savedPath('en'), forYouPath('cn'), profilePath('tw'), `${savedPath('es')}/`]) expect(isPersonalPagePath(path), path).toBe(true);
    for (const path of ['/en/profile/deleted', '/en/news/list/world', '/en/user/login', '/saved', '/en/saved/x']) expect(isPersonalPagePath(path), path).toBe(false);
  });
});
