/** The desk's story list (decision 033): its filters, its table and its paging. */
export interface DeskStoriesTexts {
  title: string;
  /** Accessible name of the filter form. */
  filters: string;
  category: string;
  allCategories: string;
  subcategory: string;
  allSubcategories: string;
  language: string;
  allLanguages: string;
  status: string;
  anyStatus: string;
  statusLive: string;
  statusWithdrawn: string;
  /** Any correction, clarification or silent fix on record. */
  statusCorrected: string;
  /** Pinned first on a list now. */
  statusFeatured: string;
  /** Ingest dates, both days included. */
  from: string;
  to: string;
  search: string;
  apply: string;
  /** A link back to every story, no filter. */
  clear: string;
  /** The end date is before the start date. */
  datesReversed: string;
  /** The API refused a filter's value (one typed into the address): {field} is the filter's label. */
  invalidFilter: string;
  /** The table's caption. */
  caption: string;
  colTitle: string;
  colCategory: string;
  colLanguages: string;
  colIngested: string;
  colPosted: string;
  colStatus: string;
  colPublic: string;
  badgeLive: string;
  /** {reason} is one of the reasons below. */
  badgeWithdrawn: string;
  badgeFeatured: string;
  reasonLegal: string;
  reasonError: string;
  reasonDuplicate: string;
  reasonOther: string;
  /** The link to the public article of a live story. */
  publicLink: string;
  /** {count}: how many rows the table shows so far. */
  shown: string;
  more: string;
  loadingMore: string;
  /** No story at all, no filter set. */
  emptyAll: string;
  /** No story matches the filters. */
  empty: string;
}
