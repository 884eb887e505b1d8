-- Featured stories (decision 033): a story pinned by the desk as the first item of trending or of
-- one category, in one language, until a moment at most 7 days on. One pin per list and language.
CREATE TABLE story_pins (
  list       text NOT NULL,
  lang       text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  story_id   text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  until      timestamptz NOT NULL,
  pinned_at  timestamptz NOT NULL DEFAULT now(),
  pinned_by  text NOT NULL,
  PRIMARY KEY (list, lang)
);
CREATE INDEX story_pins_story_idx ON story_pins (story_id);
