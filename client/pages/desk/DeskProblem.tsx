import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { DeskShellTexts } from '../../../shared/desk-texts/desk-shell-texts';
import { loginPathReturningTo } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { accountChanged, rememberReturnPath } from '../../data/account-session';
import { useMessageSection } from '../../data/use-messages';
import { DeskCallError } from './desk-call';
import { SecondFactorNeeded } from './SecondFactorNeeded';

/** A desk call's refusal that signs the staff member out: no session, an ended one, or 30 idle minutes (decision 033). */
const signedOut = (error: unknown) => error instanceof DeskCallError && error.status === 401;

/**
 * What a screen shows when a desk call fails. A session that has ended or idled out goes to the
 * login page, which comes back here; a staff member without a second factor is shown how to add
 * one, and nothing else of the desk; every other failure says why in the page's language.
 */
export function DeskProblem({ error, retry }: { error: unknown; retry?: () => void }) {
  const lang = useLang();
  const { shell } = useMessageSection('desk');
  const { pathname, search } = useLocation();
  const leaving = signedOut(error);
  useEffect(() => {
    if (!leaving) return;
    const path = `${pathname}${search}`;
    rememberReturnPath(path);
    accountChanged();
    window.location.assign(loginPathReturningTo(lang, path));
  }, [leaving, lang, pathname, search]);

  if (error instanceof DeskCallError && error.code === 'second_factor_required') return <SecondFactorNeeded />;
  if (leaving) return <p className="xn-status" role="status">{shell.loading}</p>;
  return (
    <div className="xn-account-notice xn-account-notice-error" role="alert">
      <p>{deskErrorText(error, shell)}</p>
      {retry && (
        <button type="button" className="xn-button" onClick={retry}>
          {shell.retry}
        </button>
      )}
    </div>
  );
}

/** A failed desk call in the page's language: the refusals a staff member can act on by name, the rest as a failure. */
export function deskErrorText(error: unknown, shell: DeskShellTexts): string {
  if (!(error instanceof DeskCallError)) return shell.failed;
  if (error.status === 0) return shell.networkError;
  if (error.status === 429) return shell.rateLimited;
  if (error.code === 'csrf_failed') return shell.pageExpired;
  if (error.code === 'forbidden') return shell.forbidden;
  return shell.failed;
}
