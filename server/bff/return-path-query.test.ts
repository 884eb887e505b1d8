import { describe, expect, it } from 'vitest';
import { withoutForeignReturnPaths } from './return-path-query';

describe('withoutForeignReturnPaths', () => {
  it('leaves an address without a return path exactly as written', () => {
    expect(withoutForeignReturnPaths('/en/news/list/world')).toBe('/en/news/list/world');
    expect(withoutForeignReturnPaths('/en?q=a+b&x=%E0%A4%A&y')).toBe('/en?q=a+b&x=%E0%A4%A&y');
  });

  it('drops every return path that leaves the site, repeated and bracketed keys too, and keeps the good ones', () => {
    expect(withoutForeignReturnPaths('/en/user/login?redirect=%2F%2Fevil.example&ref=1&redirect=%2Fen%2Fnews&REDIRECT[]=https://evil.example'))
      .toBe('/en/user/login?ref=1&redirect=%2Fen%2Fnews');
    expect(withoutForeignReturnPaths('/en/user/login?next=javascript:alert(1)')).toBe('/en/user/login');
    expect(withoutForeignReturnPaths('/en/user/login?returnTo=%E0%A4%A')).toBe('/en/user/login');
  });

  it('counts the login page’s own return_path as a return path, in any case', () => {
    expect(withoutForeignReturnPaths('/en/user/login?return_path=https%3A%2F%2Fevil.example%2F')).toBe('/en/user/login');
    expect(withoutForeignReturnPaths('/en/user/login?RETURN_PATH=%2F%2Fevil.example&ref=1')).toBe('/en/user/login?ref=1');
    expect(withoutForeignReturnPaths('/en/user/login?return_path=%2Fen%2Fsaved')).toBe('/en/user/login?return_path=%2Fen%2Fsaved');
  });
});
