import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { loginPath } from '../../../shared/routes';
import { currentUser, rememberReturnPath, useSignedInUser } from '../../data/account-session';

/** A page of the reader's own: a signed-out reader is sent to sign in, and comes back to path. */
export function useSignInFirst(lang: LangCode, path: string): void {
  const navigate = useNavigate();
  const user = useSignedInUser();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `user` is what changes when the account does, so the cookies are read again then.
  useEffect(() => {
    // The cookies themselves, not `user`: while hydrating, that is still the server's anonymous guess.
    if (currentUser() !== null) return;
    rememberReturnPath(path);
    navigate(loginPath(lang), { replace: true });
  }, [user, lang, path, navigate]);
}
