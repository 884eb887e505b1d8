import { accountPageHandle } from '../../components/account/account-handle';

export const forYouHandle = accountPageHandle('client/pages/for-you/ForYouPage.tsx');
