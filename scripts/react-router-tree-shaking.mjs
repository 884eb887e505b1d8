import { readFile } from 'node:fs/promises';

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
      return { contents, loader: 'js' };
    });
  },
};
