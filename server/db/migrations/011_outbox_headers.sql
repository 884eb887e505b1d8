-- The header lines a mail carries beyond the usual ones (a newsletter's List-Unsubscribe,
-- List-Unsubscribe-Post and List-Id), so that a mail kept in the outbox is the mail SMTP would
-- have sent, and `npm run outbox` shows where its one-click unsubscribe leads.
ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
