-- Newsletter editions and their sends. An edition is one language's digest of one
-- period (a local day, or an ISO week): the stories it may carry are chosen once, when it is
-- created, and kept here, so that a run resumed after a crash sends what the first run would have.
-- A send is one subscriber's copy of one edition; its row is how every instance agrees that each
-- (subscriber, edition) is handed over at most once.

CREATE TABLE newsletter_editions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lang        text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  frequency   text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  -- The local day ('2026-11-24') or ISO week ('2026-W48') in the language's time zone.
  period      text NOT NULL CHECK (period ~ '^[0-9]{4}-([0-9]{2}-[0-9]{2}|W[0-9]{2})$'),
  -- The window the stories were drawn from, epoch seconds.
  starts_at   bigint NOT NULL,
  ends_at     bigint NOT NULL,
  -- Per topic, the candidate stories best first, as the mail shows them:
  -- {"top": [{"id", "title", "summary", "image", "path", "type"}…], "world": […]}.
  stories     jsonb NOT NULL,
  -- 'sending' while any send is pending or in hand; 'done' once every send is settled.
  status      text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'done')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (lang, frequency, period)
);

CREATE TABLE newsletter_sends (
  edition_id      bigint NOT NULL REFERENCES newsletter_editions (id) ON DELETE CASCADE,
  subscriber_id   uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  -- pending: to send (at next_attempt_at); sending: claimed by a run (claim_token), its mail held
  -- before its end until the row is marked sent; sent; skipped: nothing new to send, or no longer
  -- confirmed; failed: temporary failures until attempts ran out; rejected: refused for good (5xx).
  status          text NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed', 'rejected')),
  claim_token     text,
  claimed_at      timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  -- The stories this copy carried: a later edition does not send them to this subscriber again.
  story_ids       text[] NOT NULL DEFAULT '{}',
  sent_at         timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (edition_id, subscriber_id)
);

-- A run claims the due pending rows of its edition, and reclaims those a dead run left in hand.
CREATE INDEX newsletter_sends_due_idx ON newsletter_sends (edition_id, next_attempt_at) WHERE status = 'pending';
CREATE INDEX newsletter_sends_claimed_idx ON newsletter_sends (edition_id, claimed_at) WHERE status = 'sending';
-- What a subscriber got lately, so that a story is not sent to them twice.
CREATE INDEX newsletter_sends_history_idx ON newsletter_sends (subscriber_id, sent_at DESC) WHERE status = 'sent';
