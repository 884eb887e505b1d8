-- Secrets every instance must share, made once by the first instance that needs one (the
-- anti-forgery key, when AUTH_SECRET is not set), so that several instances agree without
-- configuration and a restart keeps them.

CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
