-- Sign-in sessions (decision 007): opaque random tokens, stored only as their SHA-256,
-- so that a copy of this table opens no session. A session ends when it expires or is revoked.

CREATE TABLE sessions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- How the session signed in; userPrincipal's provider and providerId come from it.
  identity_id bigint REFERENCES identities (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  -- A hash of the network (as contact messages keep), never the address.
  ip_hash     text,
  user_agent  text
);

-- Revoking every session of a user (password reset).
CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;
-- Clearing out old sessions.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
