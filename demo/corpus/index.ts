import type { NewsType } from '../../shared/taxonomy';
import type { Localized } from '../localized';
import { BUSINESS_CORPUS } from './business';
import type { CategoryCorpus } from './category-corpus';
import { ENTERTAINMENT_CORPUS } from './entertainment';
import { HEALTH_CORPUS } from './health';
import { LIFESTYLE_CORPUS } from './lifestyle';
import { POLITICS_CORPUS } from './politics';
import { SHARED_CORPUS } from './shared';
import { SPORTS_CORPUS } from './sports';
import { TECHNOLOGY_CORPUS } from './technology';
import { TRENDING_CORPUS } from './trending';
import { WORLD_CORPUS } from './world';

/** What a category's stories are written from: its own templates and the shared ones. */
export interface StoryCorpus {
  /** Paragraphs written to open a story: they set the scene the others develop. */
  leads: readonly Localized[];
  headlines: readonly Localized[];
  paragraphs: readonly Localized[];
}

function withShared(own: CategoryCorpus): StoryCorpus {
  return {
    leads: [own.paragraphs[0], SHARED_CORPUS.paragraphs[0]],
    headlines: [...own.headlines, ...SHARED_CORPUS.headlines],
    paragraphs: [...own.paragraphs, ...SHARED_CORPUS.paragraphs],
  };
}

export const STORY_CORPUS: Readonly<Record<NewsType, StoryCorpus>> = {
  trending: withShared(TRENDING_CORPUS),
  world: withShared(WORLD_CORPUS),
  politics: withShared(POLITICS_CORPUS),
  business: withShared(BUSINESS_CORPUS),
  technology: withShared(TECHNOLOGY_CORPUS),
  entertainment: withShared(ENTERTAINMENT_CORPUS),
  sports: withShared(SPORTS_CORPUS),
  health: withShared(HEALTH_CORPUS),
  lifestyle: withShared(LIFESTYLE_CORPUS),
};
