-- The outbox: every message the site would send, kept in the database when no provider is
-- configured (SMTP_URL unset for mail; the SMS provider unset for SMS). It is how a developer
-- reads a sign-up code locally (npm run outbox), so the body is stored; log lines carry none.
-- Mail and SMS share it: an SMS has a phone number as recipient and no subject or HTML.

CREATE TABLE outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('mail', 'sms')),
  recipient  text NOT NULL,                   -- an email address, or a phone number for SMS
  reply_to   text,
  subject    text,
  body       text NOT NULL,                   -- the plain text: what an SMS or a mail says
  html       text,
  kind       text NOT NULL,                   -- what it is for: contact, signup-code, password-reset…
  lang       text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (channel <> 'mail' OR subject IS NOT NULL),
  CHECK (channel <> 'sms' OR (subject IS NULL AND html IS NULL))
);

-- npm run outbox: the latest messages, and the latest ones to one recipient.
CREATE INDEX outbox_created_at_idx ON outbox (created_at DESC, id DESC);
CREATE INDEX outbox_recipient_created_at_idx ON outbox (lower(recipient), created_at DESC, id DESC);
