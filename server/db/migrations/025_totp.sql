-- TOTP as a second factor (decision 034): an authenticator app's secret per user, and its
-- single-use recovery codes. A signed-in session that proves a code is raised to
-- sessions.second_factor = 'totp', which opens the desk (decision 033).

CREATE TABLE totp_factors (
  user_id        uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The base32 secret sealed with AES-256-GCM under a key derived (HKDF) from the server's
  -- secret, bound to this user: a copy of the table alone makes no codes. Never stored plain.
  secret_sealed  text NOT NULL CHECK (secret_sealed ~ '^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$'),
  -- Null while the enrolment waits for its first code (pending, not a second factor yet); when
  -- that code confirmed it otherwise.
  enabled_at     timestamptz,
  -- The time step (Unix time / 30 s) of the last code accepted: a code of that step or an earlier
  -- one is refused, so that a code seen over a shoulder or in a log cannot be used again.
  last_time_step bigint CHECK (last_time_step >= 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Ten per confirmed factor, shown once. Only the SHA-256 of each (with the user's id) is kept: the
-- codes have 80 random bits, so no slow hash is needed. A used code keeps its row, marked, so
-- that the account can be told how many are left.
CREATE TABLE totp_recovery_codes (
  user_id    uuid NOT NULL REFERENCES totp_factors (user_id) ON DELETE CASCADE,
  code_hash  text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code_hash)
);
