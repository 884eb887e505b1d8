-- The desk's story list (decision 033): every story, newest ingested first, a page at a time, and
-- the same within one category. Other filters are tested on the rows these indexes give.
CREATE INDEX stories_created_idx ON stories (created_at DESC, id DESC);
CREATE INDEX stories_type_created_idx ON stories (type, created_at DESC, id DESC);
-- Withdrawn stories in the desk's order. Being partial, it also gives the public reads the few
-- withdrawn ids (server/db/news/public-stories.ts); it replaces 023's index of them.
DROP INDEX stories_withdrawn_idx;
CREATE INDEX stories_withdrawn_created_idx ON stories (created_at DESC, id DESC) WHERE withdrawn_at IS NOT NULL;
