// Bundles the server and the command-line entries; packages stay in node_modules.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: {
    server: 'server/index.ts',
    seed: 'scripts/seed.ts',
    ingest: 'scripts/ingest.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built dist/ in ${Date.now() - started} ms`);
