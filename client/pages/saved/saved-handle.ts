import { accountPageHandle } from '../../components/account/account-handle';

export const savedHandle = accountPageHandle('client/pages/saved/SavedPage.tsx');
