/** Stories in the demo set when nothing says otherwise (DEMO_STORIES); the demo's own tests and benchmarks count on it. */
export const DEMO_STORY_COUNT = 5_000;
