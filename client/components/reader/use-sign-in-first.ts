import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { loginPathReturningTo } from '../../../shared/routes';
import { currentUser, rememberReturnPath, useSignedInUser } from '../../data/account-session';

/**
 * A page of the reader's own: a signed-out reader is sent to sign in, and comes back to path. On a
 * full load the server has already done so (server/bff/personal-pages.ts, decision 019), so this
 * acts on client navigations, and after a sign-out in another tab.
 */
export function useSignInFirst(lang: LangCode, path: string): void {
  const navigate = useNavigate();
  const user = useSignedInUser();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `user` is what changes when the account does, so the cookies are read again then.
  useEffect(() => {
    // The cookies themselves, not `user`: while hydrating, that is still the server's anonymous guess.
    if (currentUser() !== null) return;
    rememberReturnPath(path);
    navigate(loginPathReturningTo(lang, path), { replace: true });
  }, [user, lang, path, navigate]);
}
