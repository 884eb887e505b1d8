import 'react-dom';

/*
 * react-dom's preloadModule passes fetchPriority through (react-dom.production.js forwards it, and
 * the server writes it as the link's attribute, as React does for its own bootstrapModules), but
 * @types/react-dom 19 leaves it out of the options.
 */
declare module 'react-dom' {
  interface PreloadModuleOptions {
    fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  }
}
