-- What happened to accounts: sign-ups, sign-ins and their failures, sign-outs, resets. It lets an
-- operator answer "was this account attacked, and from where" without keeping any address:
-- networks and the emails or numbers of unknown accounts are kept as hashes only.

CREATE TABLE audit_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL,
  user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  -- A hash of the email or number the event was about, for events with no known user.
  subject_hash text,
  ip_hash      text,
  user_agent   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX audit_events_user_idx ON audit_events (user_id, id DESC);
CREATE INDEX audit_events_subject_idx ON audit_events (subject_hash, id DESC) WHERE subject_hash IS NOT NULL;
