-- Social sign-ins under way (decision 012): what the callback needs to finish one, kept on the
-- server so that each is used once, by whichever instance the provider sends the browser back to.
-- The state is kept as its SHA-256 only; the browser that started the flow holds the state itself
-- in an HttpOnly cookie, so a callback URL carried to another browser finishes nothing.

CREATE TABLE oauth_flows (
  state_hash    text PRIMARY KEY CHECK (state_hash ~ '^[0-9a-f]{64}$'),
  provider      text NOT NULL CHECK (provider IN ('google', 'facebook')),
  -- The PKCE verifier the token request must send; the provider saw only its S256 challenge.
  code_verifier text NOT NULL,
  -- The nonce the id_token must carry (OpenID Connect providers only).
  nonce         text,
  -- Where the browser goes once signed in: a path on this site, checked when the flow started.
  return_path   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);

CREATE INDEX oauth_flows_expires_at_idx ON oauth_flows (expires_at);
