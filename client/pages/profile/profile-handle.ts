import { accountPageHandle } from '../../components/account/account-handle';

export const profileHandle = accountPageHandle('client/pages/profile/ProfilePage.tsx', ['newsletter', 'accountData', 'passkeys']);
