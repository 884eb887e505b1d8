import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { PAGE_PATTERNS } from '../../shared/routes/page-patterns';
import { routeMatcher } from './route-matcher';
import { routes } from './routes';

/** A match as what it draws: the very route objects on the way, the params and the matched paths. */
const drawn = (matches: RouteMatch[] | null) => matches?.map(({ route, params, pathname, pathnameBase }) => ({ route, params, pathname, pathnameBase })) ?? null;

/** Every page pattern filled in, then bent every way an address can be: case, encoding, slashes, unknown words. */
function addresses(): string[] {
  const filled = Object.values(PAGE_PATTERNS).flatMap((pattern) =>
    LANGUAGE_CODES.map((lang) => pattern.replace(':lang', lang).replace(/\/:(\w+)\?/g, '/x$1').replace(/:(\w+)/g, 'v-$1')),
  );
  const bent = filled.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}//extra`,
    path.slice(0, path.lastIndexOf('/')),
    path.replace(/\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    path.replace('/news/', '/NeWs/'),
    path.replace('/news/', '/ne%77s/'),
    path.replace('/news/', '/%E0/'),
    path.replace('/news/', '//news/'),
    path.replace('/analysis/', '/analysis/brief/'),
    path.replace('/about/', '/ABOUT/'),
  ]);
  const odd = [
    '/', '', '/en', '/en/', '/test', '/TEST', '/test/', '/en/unknown/x', '/en/%ZZ', '/en/news/%ZZ', '/en/news%2Flist/world', '/en/ſearch', '/en/ſaved', '/en/\u212Aews',
    '/en/news/list', '/en/news/list/foryou', '/en/news/list/FORYOU', '/en/news/list/world/Football', '/en/news/list/world/Football/extra', '/zz/news/list',
    '/en/about/%0A', '/en/news\n/list', '/en/news/analysis/brief', '/en/news/analysis/brief/', '/en/news/archive/category', '/en/profile/deleted/x', '//', '///en',
  ];
  return [...new Set([...bent, ...odd])];
}

describe('routeMatcher', () => {
  const match = routeMatcher(routes);

  it('matches every page address, bent every way, as matchRoutes does over the whole table, with the same route objects', () => {
    const all = addresses();
    expect(all.length).toBeGreaterThan(700);
    // react-router warns of each malformed encoding it meets, which these addresses are made to have.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const address of all) expect(drawn(match(address)), address).toEqual(drawn(matchRoutes(routes, address)));
    } finally {
      warn.mockRestore();
    }
  });

  it('names the table’s own root route, not the cut it matched against', () => {
    const matches = match('/en/news/analysis/a-story-1') ?? [];
    expect(matches.map(({ route }) => route.path)).toEqual(['/', PAGE_PATTERNS.article]);
    expect(matches[0]?.route).toBe(routes[0]);
  });

  it('keeps react-router’s choice between two routes that both match: the fixed segment wins, whatever the order', () => {
    const param: RouteObject = { path: '/:lang/news/:slug' };
    const fixed: RouteObject = { path: '/:lang/news/list' };
    for (const table of [[{ path: '/', children: [param, fixed] }], [{ path: '/', children: [fixed, param] }]]) {
      expect(routeMatcher(table)('/en/news/list')?.[1]?.route).toBe(fixed);
      expect(routeMatcher(table)('/en/news/other')?.[1]?.route).toBe(param);
    }
  });

  it('takes only one root route over the page routes', () => {
    expect(() => routeMatcher([{ path: '/a' }, { path: '/b' }])).toThrow(/one root route/);
  });
});
