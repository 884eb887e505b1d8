-- Newsletter subscriptions. One row per address: pending until the mailed link is
-- opened (double opt-in), confirmed, unsubscribed (kept, so that nothing is sent to it again
-- unless its owner subscribes anew) or bounced (a permanent SMTP refusal). Only the address,
-- language, choices, consent record and a network hash are kept.

CREATE TABLE newsletter_subscribers (
  -- Random: the signed links in mails carry it, and it must tell nothing about how many there are.
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email              text NOT NULL UNIQUE CHECK (email = lower(email)),
  lang               text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  -- 'top' (top stories) and the configured lists except main and trending.
  topics             text[] NOT NULL DEFAULT '{top}' CHECK (cardinality(topics) > 0),
  frequency          text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('daily', 'weekly')),
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed', 'bounced')),
  -- A signed-in customer's own subscription; it goes with the account.
  user_id            uuid REFERENCES users (id) ON DELETE CASCADE,
  -- Random; the links in mails are signed with it (newsletter-links.ts), and a new one voids them.
  link_key           text NOT NULL,
  -- The confirmation link's token, SHA-256 hex; single use, 48 hours.
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  -- Proof of consent: when, in which language, from which network (a hash), and how.
  consent_at         timestamptz,
  consent_lang       text,
  consent_network    text,
  consent_via        text CHECK (consent_via IN ('double-opt-in', 'account')),
  -- Why the address bounced (the SMTP server's refusal), for an operator.
  bounce_reason      text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  status_changed_at  timestamptz NOT NULL DEFAULT now()
);

-- An edition's audience: the confirmed subscribers of one language and frequency.
CREATE INDEX newsletter_audience_idx ON newsletter_subscribers (lang, frequency, id) WHERE status = 'confirmed';
-- Unconfirmed subscriptions are deleted after 7 days.
CREATE INDEX newsletter_pending_idx ON newsletter_subscribers (created_at) WHERE status = 'pending';
CREATE INDEX newsletter_user_idx ON newsletter_subscribers (user_id) WHERE user_id IS NOT NULL;
