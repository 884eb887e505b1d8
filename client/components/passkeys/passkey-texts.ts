import type { PasskeyNameProblem } from '../../../shared/passkeys';
import type { AccountTranslations, PasskeyTranslations } from '../../../shared/translations';
import type { JsonAnswer } from '../../data/post-json';

export interface PasskeyTexts {
  passkeys: PasskeyTranslations;
  account: AccountTranslations;
}

/** What a failed passkey call means to the reader, in the page's language. */
export function answerFailureText(answer: JsonAnswer, { passkeys, account }: PasskeyTexts): string {
  if (!answer.reached) return account.networkError;
  const error = (answer.body as { error?: unknown } | null)?.error;
  switch (error) {
    case 'passkey_refused':
      return passkeys.refused;
    case 'passkey_challenge_invalid':
    case 'passkey_challenge_expired':
      return passkeys.expired;
    case 'passkey_exists':
      return passkeys.exists;
    case 'passkey_limit':
      return passkeys.limit;
    case 'second_factor_required':
      return passkeys.staffNeedsSecondFactor;
    case 'csrf_failed':
      return account.pageExpired;
    default:
      if (answer.status === 429) return account.rateLimited;
      if (answer.status === 503) return account.unavailable;
      return passkeys.failed;
  }
}

export function nameProblemText(problem: PasskeyNameProblem, passkeys: PasskeyTranslations): string {
  return { required: passkeys.nameRequired, tooLong: passkeys.nameTooLong, invalid: passkeys.nameInvalid }[problem];
}
