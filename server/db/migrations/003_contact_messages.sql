-- Messages sent through the contact form. A message is stored before it is mailed, so that a
-- mail server that is down loses nothing: mailed_at stays null and mail_error says why, and an
-- operator can resend.

CREATE TABLE contact_messages (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  subject    text NOT NULL,
  message    text NOT NULL,
  lang       text NOT NULL CHECK (lang IN ('en', 'cn', 'tw', 'es', 'fr')),
  -- A hash of the sender's network (IPv4 /24, IPv6 /48), never the address: enough to see that
  -- many messages come from one place, not which machine sent them.
  ip_hash    text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  mailed_at  timestamptz,
  mail_error text
);

CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC, id DESC);
-- The ones still to resend.
CREATE INDEX contact_messages_unmailed_idx ON contact_messages (created_at) WHERE mailed_at IS NULL;
