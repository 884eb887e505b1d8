import { LANGUAGE_CODES, type LangCode } from '../shared/languages';
import type { NewsType } from '../shared/taxonomy';
import { buildCitations } from './citations';
import { BULLETS, SUBHEADINGS } from './corpus/body-extras';
import { STORY_CORPUS } from './corpus';
import { OUTLINES } from './corpus/outlines';
import { SUMMARIES, SUMMARY_KICKERS } from './corpus/summaries';
import type { Localized } from './localized';
import type { Rng } from './prng';
import { pickMedia, type StoryMedia } from './story-media';
import { freshFigures, pickSlots } from './story-slots';
import { AUTHORS, type Author } from './tables/authors';
import { SOURCE_HANDLES } from './tables/handles';
import { fill, type SlotValues } from './template';
import { trendingScore } from './trending-score';

export type BodyBlock =
  /** Each paragraph has its own figures (names stay story-wide), so the body does not repeat one number. */
  | { kind: 'paragraph'; text: Localized; references: number[]; slots: SlotValues }
  | { kind: 'subheading'; text: Localized }
  | { kind: 'bullets'; items: Localized[] };

/**
 * Every choice a story needs, made once and independent of language; rendering a version only
 * fills these templates in one language. That is what makes the versions translations.
 */
export interface StoryPlan extends StoryMedia {
  id: string;
  type: NewsType;
  subtype: string;
  postTime: number;
  trendingScore: number;
  userId: string;
  author: Author;
  langs: LangCode[];
  slots: SlotValues;
  headline: Localized;
  titleMarker: boolean;
  body: BodyBlock[];
  markerStyle: 'plain' | 'caret';
  summary: Localized[];
  outlines: Localized[];
  cita: string;
}

export interface StoryFacts {
  id: string;
  type: NewsType;
  subtype: string;
  postTime: number;
}

const TITLE_MIN = 15;
const TITLE_MAX = 120;
const OTHER_LANGUAGE_SHARE = 0.55;
const TITLE_MARKER_SHARE = 0.12;
const SUBHEADING_SHARE = 0.5;
const BULLETS_SHARE = 0.3;
/** A one-sentence summary shorter than this (in English) gets a closing sentence. */
const SHORT_SUMMARY = 150;

const length = (text: string): number => Array.from(text).length;

/** English always, then a random non-empty subset of the others, in site order. */
function pickLanguages(rng: Rng): LangCode[] {
  const others = LANGUAGE_CODES.filter((lang) => lang !== 'en');
  let chosen = others.filter(() => rng.chance(OTHER_LANGUAGE_SHARE));
  if (chosen.length === 0) chosen = [rng.pick(others)];
  return ['en', ...chosen];
}

/** A headline that reads as one (15–120 characters) in every language the story is written in. */
function pickHeadline(rng: Rng, candidates: readonly Localized[], langs: readonly LangCode[], slots: SlotValues): Localized {
  const shuffled = rng.shuffle(candidates);
  const fits = shuffled.find((headline) =>
    langs.every((lang) => {
      const size = length(fill(headline, lang, slots));
      return size >= TITLE_MIN && size <= TITLE_MAX;
    }),
  );
  const chosen = fits ?? shuffled[0];
  if (!chosen) throw new Error('no headline templates');
  return chosen;
}

/** The lead keeps the story's own figures, which the headline and summary quote too. */
function paragraphSlots(rng: Rng, slots: SlotValues, index: number): SlotValues {
  if (index === 0) return slots;
  return { ...slots, ...freshFigures(rng) };
}

function pickBody(rng: Rng, type: NewsType, slots: SlotValues): { body: BodyBlock[]; references: number } {
  const corpus = STORY_CORPUS[type];
  const lead = rng.pick(corpus.leads);
  const count = rng.int(3, 6);
  const texts = [lead, ...rng.sample(corpus.paragraphs.filter((p) => p !== lead), count - 1)];
  const references = rng.int(1, Math.min(3, count));
  // Markers number in reading order, one reference per chosen paragraph.
  const cited = rng.sample(texts.map((_, index) => index), references).sort((a, b) => a - b);
  const paragraphs = texts.map((text, index) => {
    const marker = cited.indexOf(index);
    const markers = marker === -1 ? [] : [marker + 1];
    return { kind: 'paragraph' as const, text, references: markers, slots: paragraphSlots(rng, slots, index) };
  });
  const body: BodyBlock[] = [...paragraphs];
  if (count >= 4 && rng.chance(SUBHEADING_SHARE)) {
    body.splice(rng.int(2, count - 1), 0, { kind: 'subheading', text: rng.pick(SUBHEADINGS) });
  }
  if (rng.chance(BULLETS_SHARE)) {
    const afterParagraph = rng.int(1, count - 1);
    const at = body.indexOf(paragraphs[afterParagraph - 1] as BodyBlock) + 1;
    body.splice(at, 0, { kind: 'bullets', items: rng.sample(BULLETS, rng.int(3, 4)) });
  }
  return { body, references };
}

function pickSummary(rng: Rng, slots: SlotValues): Localized[] {
  const template = rng.pick(SUMMARIES);
  const summary = [template.text];
  if (template.sentences === 1 && length(fill(template.text, 'en', slots)) < SHORT_SUMMARY) {
    summary.push(rng.pick(SUMMARY_KICKERS));
  }
  return summary;
}

export function planStory(rng: Rng, facts: StoryFacts): StoryPlan {
  const { type, subtype, postTime } = facts;
  const langs = pickLanguages(rng);
  const slots = pickSlots(rng, type, subtype, postTime);
  const { body, references } = pickBody(rng, type, slots);
  return {
    ...facts,
    ...pickMedia(rng, type),
    trendingScore: trendingScore(rng),
    userId: rng.pick(SOURCE_HANDLES[type]),
    author: rng.pick(AUTHORS),
    langs,
    slots,
    headline: pickHeadline(rng, STORY_CORPUS[type].headlines, langs, slots),
    titleMarker: rng.chance(TITLE_MARKER_SHARE),
    body,
    markerStyle: rng.chance(0.5) ? 'plain' : 'caret',
    summary: pickSummary(rng, slots),
    outlines: rng.sample(OUTLINES, rng.int(4, 6)),
    cita: buildCitations(rng, references, type, subtype, postTime),
  };
}
