import { queryOptions } from '@tanstack/react-query';
import { PASSKEY_API, type PasskeyList } from '../../../shared/passkeys';

/** The signed-in reader's passkeys, fetched only in the browser, like the user. */
export const passkeyList = queryOptions({
  queryKey: ['account-passkeys'],
  async queryFn(): Promise<PasskeyList> {
    const response = await fetch(PASSKEY_API.mine, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as PasskeyList;
  },
  // Per person: never kept beyond the page that shows it.
  gcTime: 0,
  retry: 1,
});
