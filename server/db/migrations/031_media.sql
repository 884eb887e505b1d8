-- The site's own copies of the images stories name (decision 035). Each upstream address is
-- fetched once in the background, through SSRF checks and size limits, and its bytes are kept in
-- the media store under their SHA-256: a picture two addresses (or two stories) share is kept once.

-- One row per upstream address: waiting for its fetch, stored, or given up on with the reason.
CREATE TABLE media_sources (
  url              text PRIMARY KEY,
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'stored', 'failed')),
  hash             text,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- A fetch under way on some instance; another may take the address over once this has passed.
  claimed_until    timestamptz,
  reason           text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'stored') = (hash IS NOT NULL))
);
CREATE INDEX media_sources_due_idx ON media_sources (next_attempt_at) WHERE state = 'pending';
CREATE INDEX media_sources_failed_idx ON media_sources (updated_at DESC) WHERE state = 'failed';

-- One row per stored original: its size after the EXIF orientation, which pages reserve.
CREATE TABLE media_objects (
  hash        text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  format      text NOT NULL,
  width       integer NOT NULL CHECK (width > 0),
  height      integer NOT NULL CHECK (height > 0),
  bytes       integer NOT NULL CHECK (bytes > 0),
  stored_at   timestamptz NOT NULL DEFAULT now()
);

-- Which stories show which address: whose pages change when its image arrives.
CREATE TABLE story_media (
  story_id  text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  url       text NOT NULL,
  PRIMARY KEY (url, story_id)
);
CREATE INDEX story_media_story_idx ON story_media (story_id);

-- Each variant (width and format) of an original is encoded once, on its first request, by
-- whichever instance claims it here first; the others wait for it to reach the store.
CREATE TABLE media_variants (
  hash           text NOT NULL REFERENCES media_objects (hash) ON DELETE CASCADE,
  name           text NOT NULL CHECK (name IN ('large', 'medium', 'small')),
  format         text NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
  claimed_until  timestamptz,
  made_at        timestamptz,
  bytes          integer,
  PRIMARY KEY (hash, name, format)
);
