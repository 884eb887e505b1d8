-- Search in rank order (decision 020). A word in a third of all stories, or a short prefix, matches
-- hundreds of thousands of versions: sorting them all to show the best 8 or 20 costs a second at
-- 1M stories. Each version keeps its story's rank, so one index walks a language's versions best
-- first and stops as soon as a page of matches is found (search-stories.ts, suggest-stories.ts).
-- The copy is kept by the database itself, so every writer (the upsert, tools, tests) keeps it.

ALTER TABLE story_versions ADD COLUMN rank double precision;
UPDATE story_versions v SET rank = s.rank FROM stories s WHERE s.id = v.story_id;
ALTER TABLE story_versions ALTER COLUMN rank SET NOT NULL;

-- A version takes its story's rank when it is written; the story is always written first.
CREATE FUNCTION xnews_version_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.rank INTO NEW.rank FROM stories s WHERE s.id = NEW.story_id;
  RETURN NEW;
END $$;
CREATE TRIGGER story_versions_rank BEFORE INSERT OR UPDATE OF story_id ON story_versions
  FOR EACH ROW EXECUTE FUNCTION xnews_version_rank();

-- A story whose post time or trending score changes passes its new rank to its versions.
CREATE FUNCTION xnews_story_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_versions SET rank = NEW.rank WHERE story_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER stories_rank AFTER UPDATE OF post_time, trending_score ON stories
  FOR EACH ROW WHEN (OLD.rank IS DISTINCT FROM NEW.rank) EXECUTE FUNCTION xnews_story_rank();

CREATE INDEX story_versions_lang_rank_idx ON story_versions (lang, rank DESC, story_id DESC);

-- One search index per language instead of one for all. Every search names its language, and
-- with a single index the planner intersects the word's matches with the language's whole share
-- of the rank index above (125,000 entries for cn at 1M stories: 30 ms for a word in 1,400
-- stories). A partial index per language holds only that language's postings, so a search reads
-- its own language's matches and nothing else. The query must name the language as a value the
-- planner sees (a bound parameter of an unnamed statement, as both drivers send).
DROP INDEX story_versions_search_idx;
DROP INDEX story_versions_title_search_idx;
CREATE INDEX story_versions_search_en_idx ON story_versions USING gin (search_doc) WHERE lang = 'en';
CREATE INDEX story_versions_search_cn_idx ON story_versions USING gin (search_doc) WHERE lang = 'cn';
CREATE INDEX story_versions_search_tw_idx ON story_versions USING gin (search_doc) WHERE lang = 'tw';
CREATE INDEX story_versions_search_es_idx ON story_versions USING gin (search_doc) WHERE lang = 'es';
CREATE INDEX story_versions_search_fr_idx ON story_versions USING gin (search_doc) WHERE lang = 'fr';
CREATE INDEX story_versions_title_search_en_idx ON story_versions USING gin (search_title) WHERE lang = 'en';
CREATE INDEX story_versions_title_search_cn_idx ON story_versions USING gin (search_title) WHERE lang = 'cn';
CREATE INDEX story_versions_title_search_tw_idx ON story_versions USING gin (search_title) WHERE lang = 'tw';
CREATE INDEX story_versions_title_search_es_idx ON story_versions USING gin (search_title) WHERE lang = 'es';
CREATE INDEX story_versions_title_search_fr_idx ON story_versions USING gin (search_title) WHERE lang = 'fr';

-- Suggestions match a prefix of a title word. The planner estimates how many titles a prefix
-- matches from the most common words it samples, and with the default 100 samples a prefix of
-- names and subjects (each in 0.1% of titles) looks rare: it took the prefix's 10,000 titles from
-- the index and sorted them (180 ms at 100k stories) instead of walking the rank index and
-- stopping at 8 (0.3 ms). Titles are short, so a larger sample costs little at ANALYZE.
ALTER TABLE story_versions ALTER COLUMN search_title SET STATISTICS 1000;
