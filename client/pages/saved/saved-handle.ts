import { accountPageHandle } from '../../components/account/account-handle';

export const savedHandle = accountPageHandle(
  'client/pages/saved/SavedPage.tsx',
  [],
  process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./saved-prefetch')).prefetchSaved(context),
);
