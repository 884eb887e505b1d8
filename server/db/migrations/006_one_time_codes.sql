-- Sign-up codes and password-reset tokens. Both are random, stored as a SHA-256 only, expire
-- (10 minutes for codes, 30 for reset tokens), allow 5 tries, and are used once.

CREATE TABLE verification_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('email-signup', 'phone-signup')),
  -- The lowercased email or the E.164 number the code was sent to.
  target      text NOT NULL,
  code_hash   text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  -- Tries made, the right one included; a sixth is refused without comparing.
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);

-- One live code per purpose and target: a new request replaces the one before.
CREATE INDEX verification_codes_target_idx ON verification_codes (purpose, target, id DESC);
CREATE INDEX verification_codes_expires_at_idx ON verification_codes (expires_at);

CREATE TABLE reset_tokens (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A token is selector.verifier: the selector finds the row, the verifier is the secret,
  -- compared by its hash in constant time, so that wrong tries can be counted on the row.
  selector      text NOT NULL UNIQUE,
  verifier_hash text NOT NULL CHECK (verifier_hash ~ '^[0-9a-f]{64}$'),
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts      integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);

CREATE INDEX reset_tokens_user_idx ON reset_tokens (user_id) WHERE used_at IS NULL;
CREATE INDEX reset_tokens_expires_at_idx ON reset_tokens (expires_at);
