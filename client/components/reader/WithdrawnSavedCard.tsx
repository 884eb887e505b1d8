import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import { SAVED_API, type SavedWithdrawnStory } from '../../../shared/saved-stories';
import { saveStory } from '../../data/reader-actions';
import { useMessages } from '../../data/use-messages';
import { formatArticleDate } from '../../pages/article/article-date';

/**
 * A saved story the editors withdrew (decision 033), in its place on the saved page: the notice the
 * article shows, in the same words and date, and none of the story's text, which the reader can no
 * longer open; and a Remove button that unsaves it as the save button does. It is a form of its own
 * (saved=false), so that it works before or without JavaScript; with it, the outcome is said in the
 * card's live region and the focus, whose button is gone, moves to that outcome.
 */
export function WithdrawnSavedCard({ entry, lang, ref }: { entry: SavedWithdrawnStory; lang: LangCode; ref?: Ref<HTMLElement> }) {
  const { navigations, reader } = useMessages();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const noticeId = useId();
  const outcome = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const done = await saveStory(queryClient, entry.storyId, false);
    setBusy(false);
    setRemoved(done);
    setAnnouncement(done ? reader.announceRemoved : reader.removeFailed);
    if (done) requestAnimationFrame(() => outcome.current?.focus());
  }

  const date = formatArticleDate(Date.parse(entry.withdrawn.at) / 1000, lang);
  return (
    <article className="xn-withdrawn-saved" ref={ref} aria-labelledby={noticeId}>
      <p id={noticeId}>{fill(navigations.news.withdrawn, { date })}</p>
      {removed ? null : (
        <form method="post" action={SAVED_API.form} onSubmit={(event) => void submit(event)}>
          <input type="hidden" name="story" value={entry.storyId} />
          <input type="hidden" name="saved" value="false" />
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          {/* aria-busy is left out when false, its default. */}
          <button type="submit" className="xn-save-button" aria-describedby={noticeId} aria-busy={busy || undefined}>
            {reader.remove}
          </button>
        </form>
      )}
      <p className={removed ? 'xn-withdrawn-saved-outcome' : 'xn-sr-only'} role="status" ref={outcome} tabIndex={-1}>
        {announcement}
      </p>
    </article>
  );
}
