import { codeSentMessage } from '../../../shared/account-messages';
import type { AccountNotice } from '../../../shared/account-types';
import { CODE_POLICY } from '../../services/verification-codes/verification-codes';
import { deliveryError } from './account-errors';

/** A code's sending, with a failure to deliver it turned into its HTTP error (deliveryError). */
export async function delivered<T>(sending: Promise<T>): Promise<T> {
  try {
    return await sending;
  } catch (error) {
    throw deliveryError(error);
  }
}

/** The answer to a code request: where the code went and how long it lasts. */
export function codeSentNotice(to: string): AccountNotice {
  return { success: true, message: codeSentMessage(to, CODE_POLICY.ttlMs / 60_000) };
}
