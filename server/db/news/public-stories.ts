/*
 * Which stories the public sees (decision 033): every one but those the desk withdrew. Every
 * public read names one of these, so that a withdrawal leaves every list, feed, sitemap and search
 * at once; the desk's own reads see every story.
 */

/** For a statement over `stories` under the alias given: the story is not withdrawn. */
export const isPublic = (alias: string) => `${alias}.withdrawn_at IS NULL`;

/**
 * For a statement over story_versions alone (search, suggestions): the version's story is not
 * withdrawn. Withdrawn stories are few, so the planner reads their ids once, from the partial
 * index of 024_desk_stories.sql, into a hashed set, and tests each version against it.
 */
export const storyIsPublic = (storyIdColumn: string) => `${storyIdColumn} NOT IN (SELECT w.id FROM stories w WHERE w.withdrawn_at IS NOT NULL)`;
