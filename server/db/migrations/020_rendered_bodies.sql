-- Each version's body as the pages show it, rendered to HTML when it is written (the markdown
-- renderer cost an uncached article about a sixth of its render and a third of what it
-- allocated; BENCHMARKS.md). news_html_renderer names the renderer that
-- made it (server/services/news/body-html.tsx): a page uses the HTML only when that is the
-- running one, else renders the markdown itself, and the server renders again in the background
-- the versions whose renderer is not the running one (decision 029).
ALTER TABLE story_versions ADD COLUMN news_html text, ADD COLUMN news_html_renderer text;
