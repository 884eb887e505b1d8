import { queryOptions } from '@tanstack/react-query';
import { TOTP_API, type TotpStatus } from '../../../shared/totp';
import { privateJson } from '../../data/private-json';

/** The signed-in user's authenticator app (decision 034), fetched only in the browser and kept no longer than the page. */
export const totpStatusQuery = queryOptions({
  queryKey: ['account-totp'],
  queryFn: () => privateJson<TotpStatus>(TOTP_API.mine),
  gcTime: 0,
  retry: 1,
});
