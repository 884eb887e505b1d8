import type { NewsType } from '../shared/taxonomy';
import type { Localized } from './localized';
import { count, dollars, millions, percent, plainNumber, roundToTwoDigits, weekdayOf } from './number-slots';
import type { Rng } from './prng';
import { COMPANIES } from './tables/companies';
import { ORGANISATIONS } from './tables/organisations';
import { PEOPLE } from './tables/people';
import { PLACES } from './tables/places';
import { ROLES } from './tables/roles';
import { TOPICS } from './tables/topics';
import type { SlotValues } from './template';

interface Fitting {
  name: Localized;
  fits: readonly NewsType[];
}

/** Two different entries that suit the category; trending stories can be about anyone. */
function pickTwo(rng: Rng, entries: readonly Fitting[], type: NewsType): [Localized, Localized] {
  const suitable = type === 'trending' ? entries : entries.filter((entry) => entry.fits.includes(type));
  const [first, second] = rng.sample(suitable.length >= 2 ? suitable : entries, 2);
  if (!first || !second) throw new Error('slot tables need at least two entries');
  return [first.name, second.name];
}

function two(rng: Rng, entries: readonly Localized[]): [Localized, Localized] {
  const [first, second] = rng.sample(entries, 2);
  if (!first || !second) throw new Error('slot tables need at least two entries');
  return [first, second];
}

export function topicOf(subtype: string): Localized {
  const topic = TOPICS[subtype];
  if (!topic) throw new Error(`no demo topic for subcategory ${subtype}`);
  return topic;
}

/** Log-uniform, so millions and billions both turn up, as in real reporting. */
function randomDollars(rng: Rng): Localized {
  return dollars(roundToTwoDigits(Math.exp(Math.log(15) + rng.next() * (Math.log(9500) - Math.log(15)))));
}

/** Figures that may differ from one paragraph to the next. */
export function freshFigures(rng: Rng): Pick<SlotValues, 'pct' | 'num' | 'money'> {
  return { pct: percent(rng.int(3, 48)), num: count(rng.int(15, 480) * 10), money: randomDollars(rng) };
}

/** Everything a story's templates can mention, chosen once so every version says the same thing. */
export function pickSlots(rng: Rng, type: NewsType, subtype: string, postTime: number): SlotValues {
  const [place, place2] = two(rng, PLACES);
  const [person, person2] = two(rng, PEOPLE);
  const [role, role2] = two(rng, ROLES);
  const [org, org2] = pickTwo(rng, ORGANISATIONS, type);
  const [company, company2] = pickTwo(rng, COMPANIES, type);
  const year = new Date(postTime * 1000).getUTCFullYear();
  return {
    place,
    place2,
    org,
    org2,
    company,
    company2,
    person,
    person2,
    role,
    role2,
    topic: topicOf(subtype),
    ...freshFigures(rng),
    crowd: count(rng.int(80, 720) * 100),
    small: plainNumber(rng.int(8, 64)),
    streak: plainNumber(rng.int(3, 12)),
    big: millions(rng.int(12, 98)),
    day: weekdayOf(postTime),
    target: plainNumber(year + rng.int(1, 3)),
    pastYear: plainNumber(year - rng.int(1, 4)),
  };
}
