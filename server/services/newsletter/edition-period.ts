import type { NewsletterFrequency } from '../../../shared/newsletter';
import { WEEKDAYS, type NewsletterSchedule } from '../../site/newsletter-schedule-schema';

const DAY_MS = 86_400_000;
const WINDOW_MS: Record<NewsletterFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  /** ISO: Monday 1 … Sunday 7. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and hour in a time zone. */
export function localTime(at: Date, timeZone: string): LocalTime {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const [year, month, day, hour] = [parts.year, parts.month, parts.day, parts.hour].map(Number) as [number, number, number, number];
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, hour, weekday };
}

const two = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 week of a calendar date: its year is the year of that week's Thursday. */
function isoWeek({ year, month, day, weekday }: LocalTime): { year: number; week: number } {
  const thursday = new Date(Date.UTC(year, month - 1, day + 4 - weekday));
  const weekYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * DAY_MS));
  return { year: weekYear, week };
}

export interface EditionPeriod {
  /** '2026-11-24' (daily) or '2026-W48' (weekly), in the language's time zone. */
  period: string;
  /** The window stories are drawn from, epoch seconds: the last 24 hours, or 7 days. */
  startsAt: number;
  endsAt: number;
}

export function editionPeriod(frequency: NewsletterFrequency, now: Date, timeZone: string): EditionPeriod {
  const local = localTime(now, timeZone);
  let period: string;
  if (frequency === 'daily') {
    period = `${local.year}-${two(local.month)}-${two(local.day)}`;
  } else {
    const { year, week } = isoWeek(local);
    period = `${year}-W${two(week)}`;
  }
  const endsAt = Math.floor(now.getTime() / 1000);
  return { period, startsAt: endsAt - WINDOW_MS[frequency] / 1000, endsAt };
}

/**
 * Whether this period's edition is due: the daily one from its local hour on, the weekly one
 * from its day and hour to the end of the week, so that a server down at the hour sends it later.
 */
export function isEditionDue(frequency: NewsletterFrequency, now: Date, timeZone: string, schedule: NewsletterSchedule): boolean {
  const local = localTime(now, timeZone);
  if (frequency === 'daily') return local.hour >= schedule.dailyHour;
  const day = WEEKDAYS.indexOf(schedule.weeklyDay) + 1;
  return local.weekday > day || (local.weekday === day && local.hour >= schedule.weeklyHour);
}
