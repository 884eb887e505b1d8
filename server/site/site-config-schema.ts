import { z } from 'zod';
import { LANGUAGE_CODES } from '../../shared/languages';
import type { SiteConfig } from '../../shared/types';

const link = z.object({ name: z.string(), url: z.string() });

/** config.json is checked at start, so a broken file stops the server with a clear message. */
export const siteConfigSchema = z.object({
  siteName: z.string().min(1),
  sitePath: z.string().regex(/^[a-z0-9-]+$/, 'must be one lowercase path segment'),
  domainName: z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://www.example.com'),
  hideSubcategoryDropdowns: z.boolean(),
  sites_news_lists: z.array(z.string().min(1)).min(1),
  archive_start_year_month: z.object({ year: z.number().int().min(2000), month: z.number().int().min(1).max(12) }),
  languageCodes: z.array(z.enum(LANGUAGE_CODES)).min(1),
  embedVideo: z.boolean(),
  embedImage: z.boolean(),
  rootHelmet: z.object({ googleAdsenseAccount: z.string(), title: z.string().min(1), description: z.string().min(1) }),
  style: z.object({ headerBg: z.string(), headerText: z.string(), headerClassName: z.string(), footerClassName: z.string() }),
  news_author: link,
  news_publisher: link.extend({ logo: z.string() }),
  contactEmail: z.string().email(),
  loading: z.boolean(),
  error: z.string().nullable(),
}) satisfies z.ZodType<SiteConfig>;
