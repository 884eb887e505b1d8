import { accountPageHandle } from '../../components/account/account-handle';

export const signupHandle = accountPageHandle('client/pages/signup/SignupPage.tsx');
