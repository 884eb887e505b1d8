-- A reader's own data (decision 021): deleting the account after a fresh sign-in, changing the email
-- address with a code sent to the new one, and proving who one is again without signing out.

-- When the reader last proved who they are in this session (a password or a mailed code) after it
-- opened: with created_at, what "signed in recently" means before the account can be deleted.
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;
-- When the session was last used, to the nearest few minutes (sessions.ts writes it at most every
-- 5 minutes), so that a reader's export can say which of their sessions are in use.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

-- Two more kinds of one-time code. Their target carries the account's id ("<user id> <address>"),
-- so that a code works only for the account that asked for it.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('email-signup', 'phone-signup', 'email-change', 'reauthenticate'));
