import { accountPageHandle } from '../../components/account/account-handle';

export const loginHandle = accountPageHandle('client/pages/login/LoginPage.tsx', ['passkeys']);
