-- The desk's inbox (decision 033): a contact message is marked handled, by whom and when, or not.
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz, ADD COLUMN handled_by text;
-- The messages still to handle, newest first.
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;
