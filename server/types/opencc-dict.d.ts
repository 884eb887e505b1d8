/**
 * opencc-js's dictionaries (dist/esm-lib/dict/*.js), which it ships without types: each is one
 * string of "from to[ to…]" entries separated by "|".
 */
declare module 'opencc-js/dict/*' {
  const entries: string;
  export default entries;
}
