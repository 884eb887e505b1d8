-- No statement filters, joins or groups on a version's long texts, so the planner never reads
-- their statistics; yet ANALYZE reads every sampled row's texts out of TOAST and decompresses them
-- to compute them. That was half of story_versions' ANALYZE on the embedded database (1.2 s of
-- the one connection on a 2-core machine) and about 12 MiB of PGlite's WebAssembly memory, which
-- never shrinks (BENCHMARKS.md, decision 028). The search documents keep their
-- statistics: search plans its index walks from how common a word is (020_search).
ALTER TABLE story_versions
  ALTER COLUMN news SET STATISTICS 0,
  ALTER COLUMN news_html SET STATISTICS 0,
  ALTER COLUMN cita SET STATISTICS 0,
  ALTER COLUMN summary SET STATISTICS 0,
  ALTER COLUMN outlines SET STATISTICS 0;
