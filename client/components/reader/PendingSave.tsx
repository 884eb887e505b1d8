import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PENDING_SAVE_COOKIE } from '../../../shared/saved-stories';
import { isStoryId } from '../../../shared/slug';
import { useSignedInUser } from '../../data/account-session';
import { readCookie, writeCookie } from '../../data/browser-cookies';
import { saveStory } from '../../data/reader-actions';

/**
 * A signed-out reader who pressed Save was sent to sign in with the story kept in a cookie (by
 * the button, or by the server for the form without JavaScript). Once signed in, on whatever
 * page they are, it is saved, with the anti-forgery header, and forgotten.
 */
export function PendingSave() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (user === null) return;
    const id = readCookie(PENDING_SAVE_COOKIE);
    if (id === undefined) return;
    writeCookie(PENDING_SAVE_COOKIE, '', 0);
    if (isStoryId(id)) void saveStory(queryClient, id, true);
  }, [user, queryClient]);
  return null;
}
