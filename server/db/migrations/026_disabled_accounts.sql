-- An account an admin disabled at the desk (decision 033): its sessions were ended, and it cannot
-- sign in again, by any method, until it is enabled. Kept apart from deletion, which is for good.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
