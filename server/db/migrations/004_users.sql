-- Customer accounts. A user is a person; an identity is one way they sign in (an email, a phone
-- number, a Google or Facebook account). Email and phone sign-in share the user's password.

CREATE TABLE users (
  -- Random, so that ids tell nothing about how many users there are or who came when.
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text NOT NULL,
  -- The sign-up form sends its first-name input as familyName and its last-name input as
  -- givenName (spec §3); these columns hold what the person typed where, swap undone.
  first_name    text NOT NULL DEFAULT '',
  last_name     text NOT NULL DEFAULT '',
  -- An address given at phone sign-up: unverified, so it signs nobody in. An email identity
  -- holds the verified one.
  contact_email text,
  image_url     text,
  -- argon2id in PHC form ($argon2id$v=19$m=…); null for an account with social sign-in only.
  password_hash text,
  roles         text[] NOT NULL DEFAULT '{user}' CHECK (roles <@ ARRAY['user', 'admin']::text[]),
  -- The language mail and SMS are written in.
  lang          text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identities (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('email', 'phone', 'google', 'facebook')),
  -- The lowercased email, the E.164 number (+8613800138000), or the provider's subject.
  provider_id   text NOT NULL,
  -- The phone's dial code (+1, +86), so that the national number can be shown apart.
  dial_code     text CHECK ((provider = 'phone') = (dial_code IS NOT NULL)),
  verified      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  UNIQUE (provider, provider_id),
  CHECK (provider <> 'email' OR provider_id = lower(provider_id))
);

CREATE INDEX identities_user_idx ON identities (user_id);
CREATE INDEX users_created_at_idx ON users (created_at DESC, id);
