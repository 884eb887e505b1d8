import { z } from 'zod';
import { LANGUAGE_CODES, type LangCode } from '../../shared/languages';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When each language's editions go out (config.json `newsletter`), read by the server only. */
export interface NewsletterSchedule {
  /** IANA time zone per language: an edition's period and hour are that zone's. */
  timeZones: Partial<Record<LangCode, string>>;
  /** Local hour (0–23) of the daily edition. */
  dailyHour: number;
  /** Local day and hour of the weekly edition. */
  weeklyDay: Weekday;
  weeklyHour: number;
  /** At most this many stories per chosen topic in one mail. */
  storiesPerTopic: number;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const hour = z.int().min(0).max(23);

export const newsletterScheduleSchema = z.object({
  timeZones: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris')),
  dailyHour: hour,
  weeklyDay: z.enum(WEEKDAYS),
  weeklyHour: hour,
  storiesPerTopic: z.int().min(1).max(20),
}) satisfies z.ZodType<NewsletterSchedule>;

/** The schedule, checked against the configured languages: each needs its time zone. */
export function parseNewsletterSchedule(value: unknown, languages: readonly LangCode[]): z.ZodSafeParseResult<NewsletterSchedule> {
  return newsletterScheduleSchema
    .superRefine((schedule, ctx) => {
      for (const lang of languages) {
        if (!schedule.timeZones[lang]) ctx.addIssue({ code: 'custom', path: ['timeZones', lang], message: `${lang} is configured but has no time zone` });
      }
    })
    .safeParse(value);
}
