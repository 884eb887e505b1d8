import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportEdge } from '../support/import-graph';

/*
 * The project's dependency rules, enforced: shared/ stands alone; client/ and server/ stand on it;
 * in server/, api/ and bff/ stand on services/, which stands on db/. Each rule names the imports
 * it forbids. A failure lists every offending import as "from → to".
 */

const edges = importGraph(['shared', 'client', 'server', 'demo', 'scripts', 'tests']);
const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
/** A test, in tests/ or beside the module it tests: never bundled, so the product's layers do not bind it. */
const isTest = (path: string) => under('tests')(path) || /\.test\.tsx?$/.test(path);
const productEdges = edges.filter(({ from }) => !isTest(from));

/** The one module that draws the client's React tree on the server, and the page route that calls it. */
// translation-files.ts names and serves the data of the renderer's translations queries, so it
// reads the client's query keys as the renderer does.
const RENDERER = new Set(['server/bff/render-document.tsx', 'server/bff/render-page.tsx', 'server/bff/translation-files.ts']);

const RULES: { name: string; forbids: (edge: ImportEdge) => boolean }[] = [
  { name: 'shared imports nothing outside shared', forbids: ({ from, to }) => under('shared')(from) && !under('shared')(to) },
  { name: 'client never imports server', forbids: ({ from, to }) => under('client')(from) && under('server')(to) },
  { name: 'client never imports the demo generator', forbids: ({ from, to }) => under('client')(from) && under('demo')(to) },
  { name: 'server/api does not import server/bff', forbids: ({ from, to }) => under('server/api')(from) && under('server/bff')(to) },
  { name: 'server/bff does not import server/api', forbids: ({ from, to }) => under('server/bff')(from) && under('server/api')(to) },
  { name: 'server/bff reaches data through services, not server/db', forbids: ({ from, to }) => under('server/bff')(from) && under('server/db')(to) },
  {
    name: 'server/db and server/services import neither api nor bff',
    forbids: ({ from, to }) => (under('server/db')(from) || under('server/services')(from)) && (under('server/api')(to) || under('server/bff')(to)),
  },
  { name: 'server/db knows nothing of the services above it', forbids: ({ from, to }) => under('server/db')(from) && under('server/services')(to) },
  // Every server folder, the composition root and the services included: what both sides need lives in shared/.
  { name: 'no server file but the renderer imports the client', forbids: ({ from, to }) => under('server')(from) && under('client')(to) && !RENDERER.has(from) },
  {
    name: 'the server imports the demo generator only where it starts (seeding an empty database): index.ts and serve.ts, and the embedded database\'s preparation worker',
    forbids: ({ from, to }) => under('server')(from) && under('demo')(to) && !['server/index.ts', 'server/serve.ts', 'server/prepare-embedded-worker.ts'].includes(from),
  },
  { name: 'the demo generator writes through the services, never the API or the web side', forbids: ({ from, to }) => under('demo')(from) && (under('server/api')(to) || under('server/bff')(to)) },
  { name: 'scripts never import tests', forbids: ({ from, to }) => under('scripts')(from) && isTest(to) },
  { name: 'the product never imports tests', forbids: ({ to }) => isTest(to) },
];

describe('the layers', () => {
  it('reads a graph of the whole tree', () => {
    // A scanner that found nothing would pass every rule below.
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'server/bff/render-document.tsx', to: 'client/app/routes.tsx', dynamic: false });
  });

  it.each(RULES)('$name', ({ forbids }) => {
    expect(productEdges.filter(forbids).map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('have no import cycles', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('would catch a forbidden import and a cycle', () => {
    const planted: ImportEdge[] = [
      { from: 'client/app/x.ts', to: 'server/db/y.ts', dynamic: false },
      { from: 'server/db/y.ts', to: 'client/app/x.ts', dynamic: false },
    ];
    const caught = RULES.filter((rule) => planted.some(rule.forbids)).map((rule) => rule.name);
    expect(caught).toContain('client never imports server');
    expect(caught).toContain('no server file but the renderer imports the client');
    expect(importCycles(planted)).toEqual([['client/app/x.ts', 'server/db/y.ts']]);
  });
});
