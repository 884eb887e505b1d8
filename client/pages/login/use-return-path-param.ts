import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { returnPathIn } from '../../../shared/routes';
import { accountChanged, rememberReturnPath } from '../../data/account-session';

/**
 * The login page's return_path (a personal page sends a signed-out reader here with it, decision
 * 019), when it names a page of this site: remembered as the page to go back to (spec §6's last
 * customer path), which every way of signing in here ends on: the forms, a passkey, Google or
 * Facebook. A foreign one, or one back to the login pages, is ignored (returnPathIn). Call it
 * before useAwayWhenSignedIn, whose journey it sets.
 */
export function useReturnPathParam(): void {
  const { search } = useLocation();
  useEffect(() => {
    const path = returnPathIn(search);
    if (path === null) return;
    rememberReturnPath(path);
    accountChanged();
  }, [search]);
}
