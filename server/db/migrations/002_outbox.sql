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
-- Newest first by id, not by clock: the identity grows with every insert, while the clock
-- of a busy VM was seen stepping back between two inserts.
CREATE INDEX outbox_id_idx ON outbox (id DESC);
CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), id DESC);
