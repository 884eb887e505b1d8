import { accountPageHandle } from '../../components/account/account-handle';

export const accountDeletedHandle = accountPageHandle('client/pages/account-deleted/AccountDeletedPage.tsx', ['accountData']);
