/** For bytes an address names for good (a hash or a fixed key in it): browsers and CDNs may keep them a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
