-- The surrogate keys the edge (Varnish, Fastly or Cloudflare) has still to purge (decision 038).
-- A change announced on an instance queues the keys of its tags here, where they survive a
-- restart and every instance sees them; a purger on every instance sends them in batches, and
-- deletes them once the edge has taken them.

-- One row per key: a key queued again before it went out stays one row, purged once.
CREATE TABLE edge_purges (
  key              text PRIMARY KEY,
  -- When the oldest change the key stands for was queued: how late the edge may be.
  queued_at        timestamptz NOT NULL DEFAULT now(),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- The purge under way that took the key, until claimed_until; another instance takes it over
  -- after that. Queuing the key again clears it, so that a purge already sent before that change
  -- cannot delete the row that stands for it.
  claim            text,
  claimed_until    timestamptz,
  last_error       text
);
CREATE INDEX edge_purges_due_idx ON edge_purges (next_attempt_at);
