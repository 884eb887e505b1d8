import { describe, expect, it } from 'vitest';
import type { NewsletterSchedule } from '../../site/newsletter-schedule-schema';
import { editionPeriod, isEditionDue } from './edition-period';

const schedule: NewsletterSchedule = { timeZones: {}, dailyHour: 7, weeklyDay: 'monday', weeklyHour: 8, storiesPerTopic: 5 };

describe('edition periods', () => {
  it('are the local day and ISO week of the language', () => {
    const at = new Date('2026-11-23T23:30:00Z'); // Monday night in New York, Tuesday morning in Shanghai
    expect(editionPeriod('daily', at, 'America/New_York').period).toBe('2026-11-23');
    expect(editionPeriod('daily', at, 'Asia/Shanghai').period).toBe('2026-11-24');
    expect(editionPeriod('weekly', at, 'Asia/Shanghai').period).toBe('2026-W48');
    expect(editionPeriod('weekly', new Date('2027-01-01T12:00:00Z'), 'Europe/Paris').period).toBe('2026-W53');
    const { startsAt, endsAt } = editionPeriod('weekly', at, 'UTC');
    expect(endsAt - startsAt).toBe(7 * 86_400);
  });

  it('are due from the local hour on, the weekly from its day to the end of the week', () => {
    expect(isEditionDue('daily', new Date('2026-11-24T06:59:00+01:00'), 'Europe/Paris', schedule)).toBe(false);
    expect(isEditionDue('daily', new Date('2026-11-24T07:00:00+01:00'), 'Europe/Paris', schedule)).toBe(true);
    expect(isEditionDue('weekly', new Date('2026-11-23T07:59:00+01:00'), 'Europe/Paris', schedule)).toBe(false);
    expect(isEditionDue('weekly', new Date('2026-11-23T08:00:00+01:00'), 'Europe/Paris', schedule)).toBe(true);
    expect(isEditionDue('weekly', new Date('2026-11-29T01:00:00+01:00'), 'Europe/Paris', schedule)).toBe(true);
  });
});
