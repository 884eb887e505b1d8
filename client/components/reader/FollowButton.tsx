import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fill } from '../../../shared/fill-text';
import { sameTopic } from '../../../shared/follows';
import { loginPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { useSiteNavigate } from '../SiteLink';
import { currentUser, rememberReturnPath } from '../../data/account-session';
import { useFollows } from '../../data/follows';
import { followTopic } from '../../data/reader-actions';
import { useMessages } from '../../data/use-messages';

/**
 * Follow or unfollow a category or subcategory (decision 019), beside its list's breadcrumb: a toggle
 * (aria-pressed) whose name stays the same, with what it did said in its own live region. The
 * server renders it unpressed for everyone; the reader's own state arrives after hydration. A
 * signed-out reader is sent to sign in, and comes back here.
 */
export function FollowButton({ category, subcategory, label }: { category: string; subcategory: string | null; label: string }) {
  const { reader } = useMessages();
  const lang = useLang();
  const navigate = useSiteNavigate();
  const { pathname, search } = useLocation();
  const following = useFollows()?.some((follow) => sameTopic(follow, category, subcategory)) ?? false;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function press() {
    if (busy) return;
    if (currentUser() === null) {
      rememberReturnPath(`${pathname}${search}`);
      navigate(loginPath(lang));
      return;
    }
    setBusy(true);
    const done = await followTopic(queryClient, category, subcategory, !following);
    setBusy(false);
    if (!done) setAnnouncement(reader.followFailed);
    else setAnnouncement(fill(following ? reader.announceUnfollowed : reader.announceFollowed, { topic: label }));
  }

  return (
    <div className="xn-follow">
      <button type="button" className="xn-follow-button" aria-pressed={following} aria-busy={busy || undefined} aria-label={fill(reader.followLabel, { topic: label })} onClick={() => void press()}>
        {reader.follow}
      </button>
      <span className="xn-sr-only" role="status">
        {announcement}
      </span>
    </div>
  );
}
