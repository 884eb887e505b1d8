import { matchRoutes, type RouteMatch } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes, routesFor } from '../../client/app/routes';
import { LANGUAGE_CODES } from '../../shared/languages';
import { PAGE_PATTERNS } from '../../shared/routes/page-patterns';

/** A match as what it draws: the patterns on the way, the params and the matched paths. */
const drawn = (matches: RouteMatch[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ path: route.path, params, pathname, pathnameBase })) ?? null;

/** Every page pattern filled in, then bent every way an address can be: case, encoding, slashes, unknown words. */
function addresses(): string[] {
  const filled = Object.values(PAGE_PATTERNS).flatMap((pattern) =>
    LANGUAGE_CODES.map((lang) =>
      pattern.replace(':lang', lang).replace(/\/:(\w+)\?/g, '/x$1').replace(/:(\w+)/g, 'v-$1'),
    ),
  );
  const bent = filled.flatMap((path) => [
    path, path.toUpperCase(), `${path}/`, `${path}//extra`, path.replace(/\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    path.replace('/news/', '/NeWs/'), path.replace('/news/', '/ne%77s/'), path.replace('/news/', '/%E0/'), path.replace('/news/', '//news/'),
  ]);
  const odd = ['/', '/en', '/en/', '/test', '/TEST', '/en/unknown/x', '/en/%ZZ', '/en/news%2Flist/world', '/en/ſearch', '/en/ſaved', '/en/\u212Aews',
    '/en/news/list', '/en/news/list/foryou', '/en/news/list/world/Football', '/en/news/list/world/Football/extra', '/zz/news/list', '/en/about/%0A', '/en/news\n/list'];
  return [...new Set([...bent, ...odd])];
}

describe('the route table cut by the word after the language', () => {
  it('matches every address as the whole table does', () => {
    const all = addresses();
    expect(all.length).toBeGreaterThan(700);
    for (const address of all) expect(drawn(matchRoutes(routesFor(address), address)), address).toEqual(drawn(matchRoutes(routes, address)));
  });

  it('is a few routes for a page address, not the whole table', () => {
    const whole = routes[0]?.children?.length ?? 0;
    for (const address of ['/en/news/analysis/a-story-1', '/fr/about/AboutUS', '/cn/user/login', '/tw/newsletter/sent']) {
      expect(routesFor(address)[0]?.children?.length, address).toBeLessThan(whole / 2);
    }
  });
});
