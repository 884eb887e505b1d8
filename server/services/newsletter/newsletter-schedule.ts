import type { LangCode } from '../../../shared/languages';
import { NEWSLETTER_FREQUENCIES } from '../../../shared/newsletter';
import type { Logger } from '../../logger';
import type { NewsletterSchedule } from '../../site/newsletter-schedule-schema';
import { editionPeriod, isEditionDue } from './edition-period';
import type { NewsletterSender } from './newsletter-sender';

export interface ScheduleOptions {
  sender: NewsletterSender;
  schedule: NewsletterSchedule;
  languages: readonly LangCode[];
  logger: Logger;
  /** Jobs of the hour, such as deleting subscriptions left unconfirmed for 7 days. */
  hourly?: readonly ((now: Date) => Promise<unknown>)[];
  clock?: () => Date;
  tickMs?: number;
}

export interface RunningSchedule {
  /** Stops the timers and waits for a tick in progress; the sender's close() ends its runs. */
  stop(): Promise<void>;
}

const HOUR_MS = 3_600_000;

/**
 * Sends each language's editions when they are due (its local hour, its weekday), checking once a
 * minute. Every instance may run it: the sends table lets each subscriber get an edition once.
 * An edition that could not finish (a mail server down, retries waiting) is taken up again on the
 * next ticks; one that is done is not looked at again in this process.
 */
export function startNewsletterSchedule(options: ScheduleOptions): RunningSchedule {
  const { sender, schedule, languages, logger, hourly = [], clock = () => new Date(), tickMs = 60_000 } = options;
  const finished = new Set<string>();
  let lastHourly = 0;
  let current: Promise<void> | null = null;

  const tick = async (): Promise<void> => {
    const now = clock();
    if (now.getTime() - lastHourly >= HOUR_MS) {
      lastHourly = now.getTime();
      for (const job of hourly) await job(now).catch((error: unknown) => logger.error({ err: error }, 'newsletter hourly job failed'));
    }
    for (const lang of languages) {
      const timeZone = schedule.timeZones[lang] ?? 'UTC';
      for (const frequency of NEWSLETTER_FREQUENCIES) {
        if (!isEditionDue(frequency, now, timeZone, schedule)) continue;
        const key = `${lang}:${frequency}:${editionPeriod(frequency, now, timeZone).period}`;
        if (finished.has(key)) continue;
        try {
          const summary = await sender.sendEdition(frequency, lang);
          if (summary.status === 'done') finished.add(key);
        } catch (error) {
          logger.error({ err: error, newsletter: { lang, frequency } }, 'newsletter edition failed; tried again at the next check');
        }
      }
    }
  };

  const run = () => {
    current ??= tick().finally(() => (current = null));
  };
  const timer = setInterval(run, tickMs);
  timer.unref();
  const first = setTimeout(run, 0);
  first.unref();
  logger.info({ newsletter: { daily: `${schedule.dailyHour}:00`, weekly: `${schedule.weeklyDay} ${schedule.weeklyHour}:00` } }, 'newsletter schedule started');

  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await current;
    },
  };
}
