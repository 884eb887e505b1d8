-- What a reader reads of each version's body, for its reading time on the article and on every
-- card (shared/reading-time.ts): its words, and its Han characters, counted with the body's
-- rendering when it is written (decision 029), since lists read no bodies. Null until then: the
-- background pass fills in the versions written before, as it renders their bodies.
ALTER TABLE story_versions ADD COLUMN reading_words integer, ADD COLUMN reading_han integer;
