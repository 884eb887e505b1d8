export interface Author {
  name: string;
  /** From the name; the author page the byline links to. */
  slug: string;
}

/**
 * The newsroom's bylines. One spelling for every language: ingest requires all versions of a
 * story to carry the same news_author, as the analysis pipeline sends them.
 */
export const AUTHORS: readonly Author[] = [
  { name: 'Emma Collins', slug: 'emma-collins' },
  { name: 'David Okoye', slug: 'david-okoye' },
  { name: 'Zhang Lin', slug: 'zhang-lin' },
  { name: 'Laura Gómez', slug: 'laura-gomez' },
  { name: 'Antoine Mercier', slug: 'antoine-mercier' },
  { name: 'Sarah Nakamura', slug: 'sarah-nakamura' },
  { name: 'Huang Wen-chieh', slug: 'huang-wen-chieh' },
  { name: 'Nadia Benali', slug: 'nadia-benali' },
  { name: 'xnews Staff', slug: 'xnews-staff' },
];

export const AUTHOR_URL_BASE = 'https://www.xnews.com/authors/';
