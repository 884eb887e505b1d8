import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create (013_search.sql: unaccent). PGlite loads an
 * extension only when it is named at open, so every PGlite this project opens passes these.
 */
export const PGLITE_EXTENSIONS = { unaccent };
