/*
 * Every page address of the site, in one place: the patterns the router and the server
 * mount, the builders that make addresses, the matchers that read them, and the language prefix
 * rules. Client, server, scripts and tests take addresses from here and build none of their own.
 */
export * from './page-patterns';
export * from './match-path';
export * from './lang-prefix';
export * from './news-paths';
export * from './archive-paths';
export * from './info-paths';
export * from './account-paths';
export * from './legacy-account-paths';
export * from './return-path';
export * from './site-path';
export * from './feed-paths';
export * from './head-links';
export * from './newsletter-paths';
export * from './language-choice';
export * from './search-paths';
export * from './corrections-paths';
export * from './desk-paths';
export * from './reading-choice';
