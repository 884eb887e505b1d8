-- Passkeys (decision 022): WebAuthn credentials a user signs in with, and the
-- challenges of the ceremonies under way.

CREATE TABLE passkeys (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The credential's id as the browser gives it (base64url): what an assertion names.
  credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND char_length(credential_id) BETWEEN 16 AND 1366),
  -- The COSE public key the registration carried; assertions are checked against it.
  public_key    bytea NOT NULL,
  -- The authenticator's signature counter at its last use: a lower one later means a clone.
  counter       bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  -- How the browser may reach the authenticator (internal, hybrid, usb…), for excludeCredentials.
  transports    text[] NOT NULL DEFAULT '{}',
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  -- Whether the credential is synced between devices (multiDevice) and backed up.
  device_type   text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up     boolean NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);

CREATE INDEX passkeys_user_idx ON passkeys (user_id, id);

-- A ceremony's challenge lives here, not in the browser, so that it is used once: the browser
-- holds only a random id in an HttpOnly cookie, and the row is kept under that id's SHA-256.
-- Registration is bound to the signed-in user who asked; sign-in to no one yet.
CREATE TABLE passkey_challenges (
  id_hash    text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  ceremony   text NOT NULL CHECK (ceremony IN ('registration', 'authentication')),
  challenge  text NOT NULL,
  user_id    uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((ceremony = 'registration') = (user_id IS NOT NULL))
);

CREATE INDEX passkey_challenges_expires_at_idx ON passkey_challenges (expires_at);
