// Bundles the browser app (ESM, code-split, hashed, pre-compressed) and the server entries.
// With --dev-client it also builds dist/client-dev with React's development build, whose
// hydration, key and nesting warnings a browser test turns into failures. BUILD_DIR (default dist)
// is where it all goes: each test run builds into a folder of its own (server/bff/asset-manifest.ts).
// With --tools-only it bundles the command-line tools alone (seed, ingest, outbox, staff, media-backfill), which may run
// beside a server serving this build: its client, images and bundle are left as they are.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeEmbeddedDatabaseTemplate } from './embedded-database-template.mjs';
import { reactRouterProductionBuild, reactRouterTreeShaking } from './react-router-tree-shaking.mjs';

const started = Date.now();
// Relative, as esbuild's metafile names its outputs, which the manifest is made from.
const outDir = relative(process.cwd(), resolve(process.env.BUILD_DIR || 'dist'));
const BROWSERS = ['es2022', 'chrome110', 'firefox110', 'safari16'];

/**
 * The page's inline holder of early taps (client/early-input-holder.ts): one script without
 * imports, whose text the server puts first in each page's head and the CSP allows by its hash.
 * Minified in both modes, so that both clients' pages carry the same few hundred bytes.
 */
async function buildHolder() {
  const holder = await build({
    entryPoints: ['client/early-input-holder.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: BROWSERS,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const text = holder.outputFiles[0].text.trim();
  // Inside <script>, the HTML parser ends the element at the first "</script".
  if (/<\/script/i.test(text)) throw new Error('client/early-input-holder.ts bundles to text that would end its <script> element');
  return text;
}

async function buildClient(dir, mode) {
  const out = `${dir}/assets`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const client = await build({
    entryPoints: ['client/entry-client.tsx'],
    outdir: out,
    publicPath: '/assets',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSERS,
    jsx: 'automatic',
    minify: mode === 'production',
    // External: no sourceMappingURL comment; the server names the map (SourceMap header) only
    // when an operator publishes them (SOURCE_MAPS=public).
    sourcemap: 'external',
    // The bundled libraries' licence notices go to a <file>.LEGAL.txt served beside each script
    // and named by a one-line comment in it, rather than repeated in every first load's bytes.
    legalComments: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    // XNEWS_BUNDLE lets code the browser never runs (the routes' server prefetches) fold away.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.XNEWS_BUNDLE': '"browser"' },
    metafile: true,
    // The development client keeps react-router's warnings, as it keeps React's.
    plugins: mode === 'production' ? [reactRouterProductionBuild, reactRouterTreeShaking] : [reactRouterTreeShaking],
    logLevel: 'warning',
  });

  // The manifest tells the server renderer which files a first load needs: the entry script,
  // the chunks it loads to hydrate the page, the stylesheets, and for each lazily loaded module
  // its own chunk (first) and the chunks it imports.
  const url = (file) => `/assets/${file.slice(out.length + 1)}`;
  const outputs = client.metafile.outputs;
  // Every chunk a file needs before it runs, directly or through other chunks: what loading it
  // costs, which the first-load JS budget adds up.
  const staticImports = (file, seen = new Set()) => {
    for (const entry of outputs[file]?.imports ?? []) {
      if (entry.kind !== 'import-statement' || seen.has(entry.path)) continue;
      seen.add(entry.path);
      staticImports(entry.path, seen);
    }
    return seen;
  };
  const manifest = { dir: out, mapsDir: `${dir}/sourcemaps`, holder: await buildHolder(), entry: '', entryChunks: [], entryImports: [], css: [], modules: {} };
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue;
    if (output.entryPoint === 'client/entry-client.tsx') {
      manifest.entry = url(file);
      // What the entry itself imports (esbuild's shared helpers): it runs only once they are here.
      const entryChunks = staticImports(file);
      manifest.entryChunks = [...entryChunks].map(url);
      // The entry imports the code that hydrates the page once the page has loaded (decision
      // 032): that module and its chunks are the rest of the first load.
      const hydrating = new Set(entryChunks);
      for (const entry of output.imports) {
        if (entry.kind !== 'dynamic-import') continue;
        hydrating.add(entry.path);
        staticImports(entry.path, hydrating);
      }
      manifest.entryImports = [...hydrating].map(url);
      // esbuild gives an entry all the CSS reachable from it, dynamic imports included: the
      // stylesheets Root imports.
      if (output.cssBundle) manifest.css.push(url(output.cssBundle));
    } else if (output.entryPoint) {
      manifest.modules[output.entryPoint] = [file, ...staticImports(file)].map(url);
    }
  }
  writeFileSync(`${dir}/manifest.json`, JSON.stringify(manifest, null, 2));

  // Maps beside the build for error reporting, out of the served folder: they hold the whole
  // client source with its comments.
  mkdirSync(manifest.mapsDir);
  for (const file of readdirSync(out)) {
    if (file.endsWith('.map')) renameSync(`${out}/${file}`, `${manifest.mapsDir}/${file}`);
  }

  // Compressed once here, so that serving an asset costs no CPU. The development client is only
  // ever loaded by browser tests on loopback, where compressing it would cost the build seconds.
  if (mode !== 'production') return;
  for (const file of Object.keys(client.metafile.outputs)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

const toolsOnly = process.argv.includes('--tools-only');
const tools = { seed: 'scripts/seed.ts', ingest: 'scripts/ingest.ts', outbox: 'scripts/outbox.ts', staff: 'scripts/staff.ts', 'media-backfill': 'scripts/media-backfill.ts' };
if (!toolsOnly) {
  await buildClient(`${outDir}/client`, 'production');
  if (process.argv.includes('--dev-client')) await buildClient(`${outDir}/client-dev`, 'development');
}

await build({
  entryPoints: toolsOnly
    ? tools
    : {
        server: 'server/index.ts',
        // The embedded database's migrations and demo seed, run in a worker (server/prepare-in-worker.ts).
        'prepare-embedded': 'server/prepare-embedded-worker.ts',
        ...tools,
        'bench-api': 'scripts/bench/api.ts',
        'bench-web': 'scripts/bench/web/main.ts',
        'bench-load': 'scripts/bench/load/main.ts',
        'bench-newsletter': 'scripts/bench/newsletter.ts',
        'bench-search': 'scripts/bench/search/main.ts',
        'bench-tests': 'scripts/bench/tests/main.ts',
        'bench-desk': 'scripts/bench/desk/main.ts',
        'bench-media': 'scripts/bench/media/main.ts',
        'bench-edge': 'scripts/bench/edge/main.ts',
        'bench-start': 'scripts/bench/start/main.ts',
      },
  outdir: outDir,
  bundle: true,
  // The server loads most of its modules only once its database is ready (server/serve.ts): a
  // dynamic import of its own, which only splitting keeps from loading with the entry.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  sourcemap: true,
  logLevel: 'warning',
});
await writeEmbeddedDatabaseTemplate(outDir);
console.log(`built ${outDir}/ in ${Date.now() - started} ms`);
