import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';

/**
 * A route's fixed segments by position ('news', 'analysis'…), lowercased; a parameter's
 * position holds null. It ends at the first optional or splat segment: react-router matches
 * nothing after those at a fixed position.
 */
function fixedSegments(path: string | undefined): (string | null)[] {
  const fixed: (string | null)[] = [];
  for (const segment of (path ?? '').split('/').slice(1)) {
    if (segment === '*' || segment.endsWith('?')) break;
    fixed.push(segment.startsWith(':') ? null : segment.toLowerCase());
  }
  return fixed;
}

/** A path's segments as react-router compares them: each decoded (when it can be), and lowercased. */
function addressSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * Matches an address against a route table of one root over page routes, as matchRoutes does,
 * without flattening and compiling the whole table each time (react-router's matchRoutes does,
 * and for 26 routes that was a tenth of a page's render). Only the routes that could match are
 * given to matchRoutes: those whose fixed segments the address has, in place. A route needs an
 * address's segment to equal its fixed one without case (ASCII only: every page pattern is), so
 * no route left out could have matched, and those kept keep their order, which breaks
 * react-router's ties. The matches then name the table's own root route, as the whole table's
 * would.
 */
export function routeMatcher(table: RouteObject[]): (pathname: string) => RouteMatch[] | null {
  const [root] = table;
  if (table.length !== 1 || !root?.children) throw new Error('routeMatcher takes one root route over the page routes');
  const children = root.children.map((route, index) => ({ route, index, fixed: fixedSegments(route.path) }));
  // The cut tables met so far, by the routes they keep: a handful, each made once.
  const cuts = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segments = addressSegments(pathname);
    const kept = children.filter(({ fixed }) => fixed.every((segment, index) => segment === null || segments[index] === segment));
    const key = kept.map(({ index }) => index).join(',');
    let cut = cuts.get(key);
    if (!cut) {
      cut = [{ path: root.path, children: kept.map(({ route }) => route) }];
      cuts.set(key, cut);
    }
    const matches = matchRoutes(cut, pathname);
    return matches?.map((match, index) => (index === 0 ? { ...match, route: root } : match)) ?? null;
  };
}
