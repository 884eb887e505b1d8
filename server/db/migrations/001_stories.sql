-- Stories and their language versions. A story holds what every language shares;
-- story_versions holds the text of each language, so avail_langs is derived, never stored twice.

CREATE TABLE stories (
  -- Social-post ids exceed 2^53: kept as digit strings, never as numbers.
  id               text PRIMARY KEY CHECK (id ~ '^[0-9]{1,30}$'),
  type             text NOT NULL,
  subtype          text NOT NULL,
  post_time        bigint NOT NULL,            -- epoch seconds
  trending_score   real NOT NULL,
  -- Recency combined with trending score, fixed at write time so that one index serves the
  -- ranking: each trending point counts as 30 minutes of recency (100 points ≈ 2 days).
  -- It never changes with the clock, so page 2 stays the continuation of page 1.
  rank             double precision GENERATED ALWAYS AS (post_time + trending_score * 1800) STORED,
  user_id          text NOT NULL DEFAULT '',
  img_urls         jsonb NOT NULL DEFAULT '[]',
  video_thumbs     jsonb NOT NULL DEFAULT '[]',
  video_embed_link text NOT NULL DEFAULT '',
  news_author      jsonb NOT NULL DEFAULT '{"name":"","url":""}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE story_versions (
  story_id   text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  lang       text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  title      text NOT NULL,
  news       text NOT NULL,
  summary    text NOT NULL,
  outlines   jsonb NOT NULL DEFAULT '[]',
  cita       text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (story_id, lang)
);

-- Lists: trending (every category), one category, one category and subtype, a subtype across
-- categories. Each is read in rank order and stops after one page.
CREATE INDEX stories_rank_idx ON stories (rank DESC, id DESC);
CREATE INDEX stories_type_rank_idx ON stories (type, rank DESC, id DESC);
CREATE INDEX stories_type_subtype_rank_idx ON stories (type, subtype, rank DESC, id DESC);
CREATE INDEX stories_subtype_rank_idx ON stories (subtype, rank DESC, id DESC);
-- Archive: one category (or all) within one month, newest first.
CREATE INDEX stories_type_post_time_idx ON stories (type, post_time DESC, id DESC);
CREATE INDEX stories_post_time_idx ON stories (post_time DESC, id DESC);
-- Related news: the same subtype within a window around one post time.
CREATE INDEX stories_subtype_post_time_idx ON stories (subtype, post_time DESC, id DESC);
