-- ANALYZE keeps its sample of a table's rows whole in memory, each as wide as its row in the
-- table. A story version's row held its body and search document inline (1.5 KB on average), so
-- the embedded database's statistics run took 33 MB of PGlite's WebAssembly memory for 16,000
-- versions, which that memory keeps for good (it never shrinks); with search_title's statistics
-- target of 1000 the sample grows to 300,000 rows, 450 MB, at a few hundred thousand stories.
-- Rows are now moved to TOAST down to 512 bytes: the body, search document and other long texts
-- are stored out of line, and the row keeps what lists and lookups filter on (decision 028;
-- BENCHMARKS.md). Rows written before this keep their layout until they are next updated.
ALTER TABLE story_versions SET (toast_tuple_target = 512);
