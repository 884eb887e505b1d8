import { accountPageHandle } from '../../components/account/account-handle';

export const resetHandle = accountPageHandle('client/pages/reset/ResetPage.tsx');
