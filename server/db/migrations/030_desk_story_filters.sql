-- The desk's story list by subcategory (decision 033), newest ingested first: walked and stopped at
-- a page, as the category's is by 024's index. Without it a subcategory alone walked 024's index
-- testing each row, and a category with its subcategory took all of the pair's stories from the
-- list indexes and sorted them (1,716 for lifestyle's Travel at 1M stories): HTTP p99 67 ms for a
-- category and subcategory in a first run, 97-125 ms for the three subcategory cases at a load of
-- 15 (BENCHMARKS.md). A category with its subcategory walks this index too, testing the category
-- on each row: a subcategory name is in one or two categories.
CREATE INDEX stories_subtype_created_idx ON stories (subtype, created_at DESC, id DESC);
-- A subcategory all but decides its category. Without this the planner multiplies the two
-- filters' shares and expects a category's subcategory to be 20 times rarer than it is.
CREATE STATISTICS stories_type_subtype_stats (dependencies) ON type, subtype FROM stories;
-- A word absent from search_doc's most common elements is planned as being in half the rarest
-- one's share. With the default target only words in about 0.2% of versions or more are kept, so a
-- name in 80 of 1M stories is planned as in 1,100 of them; at 1,000 as in 105. The desk's search
-- takes such a word's stories from the text index either way; the closer figure keeps that plan
-- where the kept words are few and common (a benchmark's text with none between 0.01% and 3% had it
-- planned as 0.5%, walk every story newest first testing each, and take 2-4 s).
-- search_title has kept 1,000 since 014; ANALYZE already samples 300,000 rows for it.
ALTER TABLE story_versions ALTER COLUMN search_doc SET STATISTICS 1000;
