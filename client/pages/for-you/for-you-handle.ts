import { accountPageHandle } from '../../components/account/account-handle';

export const forYouHandle = accountPageHandle(
  'client/pages/for-you/ForYouPage.tsx',
  [],
  process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./for-you-prefetch')).prefetchForYou(context),
);
