-- Each story keeps the languages it exists in, in the site's order (shared/languages.ts), so a
-- card's avail_langs is a column of the row already read, not a subquery over story_versions
-- per card: about a fifth of an article's related list, and more of a list page (BENCHMARKS.md,
-- decision 031). The database keeps it, so every writer (the upsert, tools, tests) does.

ALTER TABLE stories ADD COLUMN langs text[] NOT NULL DEFAULT '{}';

-- The languages of one story as the site orders them.
CREATE FUNCTION xnews_story_langs(story text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(v.lang ORDER BY array_position(ARRAY['en','cn','tw','es','fr'], v.lang)), '{}')
    FROM story_versions v WHERE v.story_id = story
$$;

UPDATE stories SET langs = xnews_story_langs(id);

-- Once per statement, for the stories its rows touched: an ingest batch writes a story's
-- languages in one statement, so the story's row is rewritten once, not once per language.
CREATE FUNCTION xnews_versions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stories s SET langs = fresh.langs
    FROM (SELECT t.id, xnews_story_langs(t.id) AS langs FROM (SELECT DISTINCT story_id AS id FROM changed) t) fresh
   WHERE s.id = fresh.id AND s.langs IS DISTINCT FROM fresh.langs;
  RETURN NULL;
END $$;
CREATE TRIGGER story_versions_langs_added AFTER INSERT ON story_versions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION xnews_versions_changed();
CREATE TRIGGER story_versions_langs_removed AFTER DELETE ON story_versions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION xnews_versions_changed();

-- Versions are rewritten often (bodies, search documents) but never change story or language;
-- a row trigger that fires only when one does keeps those rewrites free of the check.
CREATE FUNCTION xnews_version_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stories s SET langs = xnews_story_langs(s.id) WHERE s.id IN (OLD.story_id, NEW.story_id);
  RETURN NULL;
END $$;
CREATE TRIGGER story_versions_langs_moved AFTER UPDATE OF story_id, lang ON story_versions
  FOR EACH ROW WHEN (OLD.story_id IS DISTINCT FROM NEW.story_id OR OLD.lang IS DISTINCT FROM NEW.lang)
  EXECUTE FUNCTION xnews_version_moved();
