/** The category taxonomy of spec §3: each list and its subcategories, as stored in news items. */
export const TAXONOMY = {
  trending: ['Automotive', 'Celebrity', 'Crime', 'Cryptocurrency', 'Economics', 'Finance', 'Health', 'History', 'Immigration', 'Infrastructure', 'Politics', 'Religion', 'Space', 'Trade', 'War', 'Weather'],
  politics: ['Activism', 'Censorship', 'Conspiracy', 'Crime', 'Debate', 'Government', 'Justice', 'Law', 'Military', 'Police', 'Politics', 'Protest', 'Security', 'SocialIssues', 'Veterans'],
  world: ['Climate', 'Development', 'Disaster', 'Elections', 'Genocide', 'Geopolitics', 'HumanRights', 'Immigration', 'International', 'Journalism', 'Terrorism', 'Trade', 'War', 'Wildlife', 'World'],
  sports: ['Athletics', 'Baseball', 'Basketball', 'Boxing', 'Cricket', 'Cycling', 'Esports', 'Football', 'Golf', 'Hockey', 'Horseracing', 'MMA', 'Racing', 'Rugby', 'Soccer', 'Sports', 'Tennis', 'Wrestling'],
  business: ['Economy', 'Energy', 'Finance', 'Investing', 'Markets', 'Mergers-Acquisitions', 'Private-Equity', 'Real-Estate', 'Regulation', 'Retail', 'Small-Business', 'Taxes'],
  entertainment: ['Animation', 'Art', 'Celebrity', 'Cinema', 'Entertainment', 'Fandom', 'Fashion', 'Festival', 'Gaming', 'Music', 'SocialMedia', 'Streaming', 'Television'],
  health: ['Abortion', 'Addiction', 'Disability', 'Disease', 'Drugs', 'Environment', 'Health', 'Healthcare', 'Medicine', 'Pharmaceuticals', 'Safety'],
  technology: ['AI', 'Cybersecurity', 'Industry-Manufacturing', 'Infrastructure', 'Nuclear', 'Science', 'Space', 'Startups', 'Technology', 'Transportation', 'Web3'],
  lifestyle: ['Career', 'Charity', 'Culture', 'Education', 'Etiquette', 'Food', 'Lifestyle', 'Pets', 'Travel'],
  main: ['Business', 'Entertainment', 'Health', 'Lifestyle', 'Politics', 'Sports', 'Technology', 'Trending', 'World'],
} as const satisfies Record<string, readonly string[]>;

export type ListName = keyof typeof TAXONOMY;

/** The news categories a story can belong to: every list but main, which only groups the others. */
export const NEWS_TYPES = ['trending', 'world', 'politics', 'business', 'technology', 'entertainment', 'sports', 'health', 'lifestyle'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export function isNewsType(value: unknown): value is NewsType {
  return typeof value === 'string' && (NEWS_TYPES as readonly string[]).includes(value);
}

export function subtypesOf(type: NewsType): readonly string[] {
  return TAXONOMY[type];
}
