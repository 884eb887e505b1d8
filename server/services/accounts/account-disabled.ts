import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';

/**
 * A sign-in of an account an admin disabled (decision 033), by whatever method: refused after the
 * method itself succeeded (the right password, a valid passkey), so that it tells nothing to
 * someone who could not sign in anyway.
 */
export class AccountDisabledError extends Error {
  constructor() {
    super(ACCOUNT_MESSAGES.accountDisabled);
    this.name = 'AccountDisabledError';
  }
}
