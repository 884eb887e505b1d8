-- What a signed-in reader keeps (decision 019). Both go with the account (and a saved story with the
-- story); both are that reader's alone and never shown to anyone else.

CREATE TABLE saved_stories (
  user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  story_id text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, story_id)
);
-- The saved page: one reader's stories, newest saved first.
CREATE INDEX saved_stories_user_saved_at_idx ON saved_stories (user_id, saved_at DESC, story_id DESC);

CREATE TABLE follows (
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category    text NOT NULL,
  -- Null follows the whole category.
  subcategory text,
  followed_at timestamptz NOT NULL DEFAULT now()
);
-- One follow of a category (or of one of its subcategories) per reader; NULLS NOT DISTINCT is
-- PostgreSQL 15+, so the whole category is keyed as ''.
CREATE UNIQUE INDEX follows_user_topic_idx ON follows (user_id, category, coalesce(subcategory, ''));
