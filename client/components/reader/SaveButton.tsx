import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fill } from '../../../shared/fill-text';
import { loginPath } from '../../../shared/routes';
import { PENDING_SAVE_COOKIE, PENDING_SAVE_MAX_AGE_SECONDS, SAVED_API } from '../../../shared/saved-stories';
import { useLang } from '../../app/use-lang';
import { currentUser, rememberReturnPath } from '../../data/account-session';
import { writeCookie } from '../../data/browser-cookies';
import { saveStory } from '../../data/reader-actions';
import { useSavedIds } from '../../data/saved-stories';
import { useMessages } from '../../data/use-messages';

/**
 * The bookmark button of a story (issue 17): a toggle (aria-pressed) whose name stays the same,
 * with what it did said in its own live region. It is a form of its own, so that it works before
 * or without JavaScript (the server saves and sends the reader back, or to the login page first).
 * The server renders it unpressed for everyone; the reader's own state arrives after hydration.
 */
export function SaveButton({ storyId, title, className = '' }: { storyId: string; title: string; className?: string }) {
  const { reader } = useMessages();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  const saved = useSavedIds().has(storyId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function press(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (currentUser() === null) {
      // Saved by whichever page the reader comes back to once signed in (PendingSave).
      writeCookie(PENDING_SAVE_COOKIE, storyId, PENDING_SAVE_MAX_AGE_SECONDS);
      rememberReturnPath(back);
      navigate(loginPath(lang));
      return;
    }
    setBusy(true);
    const done = await saveStory(queryClient, storyId, !saved);
    setBusy(false);
    setAnnouncement(done ? (saved ? reader.announceRemoved : reader.announceSaved) : reader.saveFailed);
  }

  return (
    <form className={`xn-save ${className}`.trim()} method="post" action={SAVED_API.form} onSubmit={(event) => void press(event)}>
      <input type="hidden" name="story" value={storyId} />
      <input type="hidden" name="saved" value={String(!saved)} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="xn-save-button" aria-pressed={saved} aria-label={fill(reader.saveLabel, { title })} aria-busy={busy}>
        <span className="xn-save-icon" aria-hidden="true" />
        <span>{reader.save}</span>
      </button>
      <span className="xn-sr-only" role="status">
        {announcement}
      </span>
    </form>
  );
}
