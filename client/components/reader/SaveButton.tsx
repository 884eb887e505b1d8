import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { fill } from '../../../shared/fill-text';
import { loginPath } from '../../../shared/routes';
import { PENDING_SAVE_COOKIE, PENDING_SAVE_MAX_AGE_SECONDS } from '../../../shared/saved-stories';
import { useLang } from '../../app/use-lang';
import { useSiteNavigate } from '../SiteLink';
import { currentUser, rememberReturnPath } from '../../data/account-session';
import { writeCookie } from '../../data/browser-cookies';
import { saveStory } from '../../data/reader-actions';
import { useSavedIds } from '../../data/saved-ids';
import { useMessages } from '../../data/use-messages';
import { SAVE_FORM_ID } from './SaveForm';

/**
 * The bookmark button of a story (decision 019): a toggle (aria-pressed) whose name stays the same,
 * with what it did said in its own live region. It submits the page's SaveForm, so that it works
 * before or without JavaScript; with it, the click is handled here and nothing is submitted.
 * The server renders it unpressed for everyone; the reader's own state arrives after hydration.
 */
export function SaveButton({ storyId, title, className = '' }: { storyId: string; title: string; className?: string }) {
  const { reader } = useMessages();
  const lang = useLang();
  const navigate = useSiteNavigate();
  const { pathname, search } = useLocation();
  const saved = useSavedIds().has(storyId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function press() {
    if (busy) return;
    if (currentUser() === null) {
      // Saved by whichever page the reader comes back to once signed in (PendingSave).
      writeCookie(PENDING_SAVE_COOKIE, storyId, PENDING_SAVE_MAX_AGE_SECONDS);
      rememberReturnPath(`${pathname}${search}`);
      navigate(loginPath(lang));
      return;
    }
    setBusy(true);
    const done = await saveStory(queryClient, storyId, !saved);
    setBusy(false);
    setAnnouncement(done ? (saved ? reader.announceRemoved : reader.announceSaved) : reader.saveFailed);
  }

  function click(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    void press();
  }

  return (
    <div className={`xn-save ${className}`.trim()}>
      {/* aria-busy is left out when false, its default: nine cards a list. */}
      <button
        type="submit"
        form={SAVE_FORM_ID}
        name="story"
        value={storyId}
        className="xn-save-button"
        aria-pressed={saved}
        aria-label={fill(reader.saveLabel, { title })}
        aria-busy={busy || undefined}
        onClick={click}
      >
        <span className="xn-save-icon" aria-hidden="true" />
        <span>{reader.save}</span>
      </button>
      <span className="xn-sr-only" role="status">
        {announcement}
      </span>
    </div>
  );
}
