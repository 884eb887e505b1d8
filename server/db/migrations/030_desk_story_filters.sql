-- The desk's story list by subcategory (decision 033), newest ingested first: walked and stopped at
-- a page, as the category's is by 024's index. Without it the planner took every story of the
-- subcategory from the list indexes and sorted them (a common one is tens of thousands of rows at
-- 1M stories: p99 67 ms for a category and subcategory, BENCHMARKS.md). A category with its
-- subcategory walks it too, testing the category on each row: a subcategory name is in one or two
-- categories.
CREATE INDEX stories_subtype_created_idx ON stories (subtype, created_at DESC, id DESC);
-- A subcategory all but decides its category. Without this the planner multiplies the two
-- filters' shares and expects a category's subcategory to be 20 times rarer than it is.
CREATE STATISTICS stories_type_subtype_stats (dependencies) ON type, subtype FROM stories;
-- A word absent from search_doc's most common elements is planned as being in min/2 of them. With
-- the default sample only words in a few percent of versions are kept, so a name in a hundred
-- stories was planned as in 0.5% of them (5,000 at 1M): the desk's search walked every story
-- newest first testing each for it (2–4 s) rather than taking its hundred from the text index.
-- search_title has kept 1,000 since 014; ANALYZE already samples 300,000 rows for it.
ALTER TABLE story_versions ALTER COLUMN search_doc SET STATISTICS 1000;
