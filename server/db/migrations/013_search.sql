-- Search (decision 020). Each language version keeps a tsvector of its title, weight A, and its
-- summary and body, weight B (search_doc), and one of its title alone (search_title: title
-- matches rank first, and suggestions match titles only), written with the text by the upsert (search-document.ts prepares
-- the text; Chinese is folded to Simplified and cut into character bigrams there, which SQL cannot
-- do fast). Rows older than this migration have none yet: the server fills them in at start
-- (index-search-documents.ts) before it answers.

-- unaccent is a trusted extension (PostgreSQL 13+), so the owner of the database may create it;
-- PGlite loads it as a contrib extension (pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Each language's stemmer behind unaccent, so élection, election and elections meet in 'elect'.
-- Chinese text arrives as space-separated bigrams: 'simple' keeps them as they are (and unaccent
-- folds the Latin words among them).
CREATE TEXT SEARCH CONFIGURATION xnews_en (COPY = english);
ALTER TEXT SEARCH CONFIGURATION xnews_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION xnews_es (COPY = spanish);
ALTER TEXT SEARCH CONFIGURATION xnews_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
CREATE TEXT SEARCH CONFIGURATION xnews_fr (COPY = french);
ALTER TEXT SEARCH CONFIGURATION xnews_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
CREATE TEXT SEARCH CONFIGURATION xnews_zh (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION xnews_zh ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

-- The configuration of a language code; one place, used by the upsert and by every search.
CREATE FUNCTION xnews_search_config(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE lang WHEN 'en' THEN 'xnews_en'::regconfig WHEN 'es' THEN 'xnews_es'::regconfig
                   WHEN 'fr' THEN 'xnews_fr'::regconfig ELSE 'xnews_zh'::regconfig END;

ALTER TABLE story_versions ADD COLUMN search_doc tsvector, ADD COLUMN search_title tsvector;

-- One index for every language: a query names its language, and the lexemes of one language
-- rarely collide with another's (the join on lang removes those that do).
CREATE INDEX story_versions_search_idx ON story_versions USING gin (search_doc);
CREATE INDEX story_versions_title_search_idx ON story_versions USING gin (search_title);
