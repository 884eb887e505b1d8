import { accountPageHandle } from '../../components/account/account-handle';

export const profileHandle = accountPageHandle(
  'client/pages/profile/ProfilePage.tsx',
  ['newsletter', 'accountData', 'passkeys', 'totp'],
  process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./profile-prefetch')).prefetchProfile(context),
);
