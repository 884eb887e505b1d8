-- Corrections at the desk (decision 033). A correction or clarification carries a public note,
-- shown on the story and on the corrections page; a silent fix (a typo) is recorded all the same.
CREATE TABLE story_corrections (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  story_id     text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  lang         text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  kind         text NOT NULL CHECK (kind IN ('correction', 'clarification', 'silent')),
  note         text NOT NULL DEFAULT '',
  fields       text[] NOT NULL,
  corrected_at timestamptz NOT NULL DEFAULT now(),
  corrected_by text NOT NULL,
  CHECK (kind = 'silent' OR note <> '')
);
-- A language's corrections page, newest first.
CREATE INDEX story_corrections_public_idx ON story_corrections (lang, corrected_at DESC, id DESC) WHERE kind <> 'silent';
CREATE INDEX story_corrections_story_idx ON story_corrections (story_id, lang, corrected_at);

-- A field the desk corrected, which a later ingest must not undo: the editor's value, and the
-- newer one upstream sent since, for the desk to accept or dismiss. lang '*' holds a field every
-- language shares (subtype, img_urls).
CREATE TABLE story_field_holds (
  story_id       text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  lang           text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr', '*')),
  field          text NOT NULL CHECK (field IN ('title', 'summary', 'outlines', 'news', 'subtype', 'img_urls')),
  value          jsonb NOT NULL,
  upstream_value jsonb,
  upstream_at    timestamptz,
  held_since     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (story_id, lang, field)
);
