import type { LangCode } from '../shared/languages';
import type { NewsItemInput } from '../shared/types';
import { AUTHOR_URL_BASE } from './tables/authors';
import type { BodyBlock, StoryPlan } from './story-plan';
import { fill } from './template';

/** Chinese runs sentences together; the other languages put a space between them. */
const sentenceGap = (lang: LangCode): string => (lang === 'cn' || lang === 'tw' ? '' : ' ');

function marker(plan: StoryPlan, n: number): string {
  return plan.markerStyle === 'caret' ? `[^${n}]` : `[${n}]`;
}

function renderBlock(plan: StoryPlan, block: BodyBlock, lang: LangCode): string {
  switch (block.kind) {
    case 'paragraph':
      return fill(block.text, lang, block.slots) + block.references.map((n) => marker(plan, n)).join('');
    case 'subheading':
      return `## ${fill(block.text, lang, plan.slots)}`;
    case 'bullets':
      return block.items.map((item) => `- ${fill(item, lang, plan.slots)}`).join('\n');
  }
}

/** One language version of a planned story, in the shape the ingest API accepts. */
export function renderVersion(plan: StoryPlan, lang: LangCode): NewsItemInput {
  const text = (template: Parameters<typeof fill>[0]): string => fill(template, lang, plan.slots);
  return {
    id: plan.id,
    lang,
    title: text(plan.headline) + (plan.titleMarker ? '[1]' : ''),
    news: plan.body.map((block) => renderBlock(plan, block, lang)).join('\n\n'),
    summary: plan.summary.map(text).join(sentenceGap(lang)),
    outlines: plan.outlines.map(text),
    type: plan.type,
    subtype: plan.subtype,
    postTime: plan.postTime,
    trendingScore: plan.trendingScore,
    user_id: plan.userId,
    img_urls: [...plan.imgUrls],
    video_thumbs: [...plan.videoThumbs],
    video_embed_link: plan.videoEmbed,
    cita: plan.cita,
    news_author: { name: plan.author.name, url: AUTHOR_URL_BASE + plan.author.slug },
  };
}
