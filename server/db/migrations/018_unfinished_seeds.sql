-- A demo seed writes its 5,000 stories in batches, each committed on its own, so a start that dies
-- half-way leaves some stories and no sign that the rest are missing: the next start, which seeds
-- only a database without stories, took it for seeded. The seed now notes here that it began, and
-- removes the note when it ends; a start that finds the note seeds again (the seed is idempotent).

CREATE TABLE unfinished_seeds (
  name       text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now()
);
