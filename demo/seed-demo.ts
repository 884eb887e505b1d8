import type { Database } from '../server/db/database';
import { ingestNews } from '../server/services/ingest/ingest-news';
import { DEMO_STORY_COUNT } from '../shared/demo-size';
import { generateDemoStories } from './generate-stories';

const DEMO_SEED = 20_250_401;
const DEMO_START = new Date(Date.UTC(2025, 3, 1));
/** Stories per transaction: big enough to be fast, small enough to keep memory flat. */
const STORIES_PER_BATCH = 500;

export interface SeedResult {
  stories: number;
  versions: number;
}

/**
 * Writes the deterministic demo set through the ingest path, so that demo data obeys the same
 * rules as real data. Running it again changes nothing. Its bodies are left for the server to
 * render in the background once it serves (body-html-backfill.ts), unless renderBodies asks for
 * them now: rendering 16,000 bodies would double a first start's wait before the site answers.
 */
export async function seedDemo(db: Database, options: { count?: number; end?: Date; renderBodies?: boolean } = {}): Promise<SeedResult> {
  const stories = generateDemoStories({
    count: options.count ?? DEMO_STORY_COUNT,
    seed: DEMO_SEED,
    start: DEMO_START,
    end: options.end ?? new Date(),
  });
  let batch: unknown[] = [];
  let storyCount = 0;
  let versions = 0;
  const flush = async () => {
    const outcome = await ingestNews(db, batch, { renderBodies: options.renderBodies ?? false });
    if (!outcome.ok) throw new Error(`demo content failed validation: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
    versions += batch.length;
    batch = [];
  };
  for (const story of stories) {
    batch.push(...story);
    storyCount += 1;
    if (storyCount % STORIES_PER_BATCH === 0) await flush();
  }
  if (batch.length > 0) await flush();
  return { stories: storyCount, versions };
}
