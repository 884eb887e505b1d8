-- The editorial desk (decision 033): staff roles, withdrawn stories and the desk's audit trail.

-- Editors act on stories; admins on stories and on people.
ALTER TABLE users DROP CONSTRAINT users_roles_check;
ALTER TABLE users ADD CONSTRAINT users_roles_check CHECK (roles <@ ARRAY['user', 'editor', 'admin']::text[]);
CREATE INDEX users_staff_idx ON users (id) WHERE roles && ARRAY['editor', 'admin']::text[];

-- A withdrawn story keeps every row it had, so that a restore brings it back exactly as it was;
-- every public read leaves it out (server/db/news/public-stories.ts). An ingest never writes
-- these columns, so a later ingest of the story keeps it withdrawn.
ALTER TABLE stories
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdrawn_reason text CHECK (withdrawn_reason IN ('legal', 'error', 'duplicate', 'other')),
  ADD COLUMN withdrawn_note text,
  ADD CONSTRAINT stories_withdrawn_whole CHECK ((withdrawn_at IS NULL) = (withdrawn_reason IS NULL) AND (withdrawn_at IS NULL) = (withdrawn_note IS NULL));
CREATE INDEX stories_withdrawn_idx ON stories (withdrawn_at DESC) WHERE withdrawn_at IS NOT NULL;

-- How a session proved its second factor (ASVS 4.0 §4.3.1): a passkey sign-in is one; a password
-- sign-in becomes one with a TOTP code. Only such sessions open the desk. desk_seen_at is when the
-- desk was last used through the session, for its 30-minute idle limit.
ALTER TABLE sessions
  ADD COLUMN second_factor text CHECK (second_factor IN ('passkey', 'totp')),
  ADD COLUMN desk_seen_at timestamptz;

-- Every desk action and staff sign-in. Append-only: the triggers below refuse changes and deletes,
-- so that nobody (not even a desk bug) rewrites the record. The actor's name and role are copied as
-- they were, and actor_id is no foreign key, so that entries about content outlive the account.
CREATE TABLE desk_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Null for the operations token.
  actor_id    uuid,
  actor_name  text NOT NULL,
  actor_role  text NOT NULL CHECK (actor_role IN ('editor', 'admin', 'operations')),
  action      text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('story', 'account', 'message', 'newsletter', 'session')),
  target_id   text NOT NULL,
  before      jsonb,
  after       jsonb,
  reason      text,
  note        text,
  -- A hash of the network, as the accounts' audit keeps, never the address.
  ip_hash     text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX desk_audit_target_idx ON desk_audit (target_kind, target_id, id DESC);
CREATE INDEX desk_audit_actor_idx ON desk_audit (actor_id, id DESC);
CREATE INDEX desk_audit_action_idx ON desk_audit (action, id DESC);

CREATE FUNCTION xnews_desk_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'desk_audit is append-only: % refused', TG_OP;
END $$;
CREATE TRIGGER desk_audit_no_change BEFORE UPDATE OR DELETE ON desk_audit
  FOR EACH ROW EXECUTE FUNCTION xnews_desk_audit_append_only();
CREATE TRIGGER desk_audit_no_truncate BEFORE TRUNCATE ON desk_audit
  FOR EACH STATEMENT EXECUTE FUNCTION xnews_desk_audit_append_only();
