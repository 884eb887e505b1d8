import { readFile } from 'node:fs/promises';

/**
 * The production build's development warnings, folded away: its flag is a var set to false,
 * which the minifier does not treat as a constant, so every branch it guards stayed, text and all.
 * Its tests and conditionals become literal false.
 */
function withoutDevWarnings(source) {
  if (!/^var ENABLE_DEV_WARNINGS = false;$/m.test(source)) return source;
  return source.replace(/if \(ENABLE_DEV_WARNINGS\)/g, 'if (false)').replace(/\bENABLE_DEV_WARNINGS \?/g, 'false ?');
}

/**
 * react-router ships one big module whose top level calls React (`forwardRef`, `createContext`,
 * `memo`) without a pure annotation and names components by assignment (`X.displayName = …`).
 * esbuild must keep every such statement, and with it what it refers to, so first-load JS carried
 * NavLink, Form, ScrollRestoration and the form and fetcher hooks the site never uses (9.6 KB
 * minified, about 3 KB gzipped). Marking those calls pure and dropping the display names (which
 * only React's developer tools read) lets tree shaking remove them; what the site uses stays.
 */
export const reactRouterTreeShaking = {
  name: 'react-router-tree-shaking',
  setup(build) {
    build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[^\\/]+\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
      return { contents: withoutDevWarnings(contents), loader: 'js' };
    });
  },
};

/**
 * react-router's package resolves to its development build under every condition, a known issue
 * upstream (remix-run/react-router#12532, #14102): its development warnings, and their text,
 * would ship in the production bundle. The production build, beside it in the same package,
 * differs only in that flag; this resolves the package's entries there.
 */
export const reactRouterProductionBuild = {
  name: 'react-router-production-build',
  setup(build) {
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, async (args) => {
      if (args.pluginData === 'production') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'production' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path.replace(/([\\/])development([\\/])/, '$1production$2') };
    });
  },
};
