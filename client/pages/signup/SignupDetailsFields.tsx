import type { AccountTranslations } from '../../../shared/translations';
import { ACCOUNT_LIMITS } from '../../../shared/account-validation';
import { AccountField } from '../../components/account/AccountField';
import type { FieldBinding } from '../../components/account/use-field-values';

type DetailsField = 'code' | 'firstName' | 'lastName' | 'password';

/**
 * What both sign-ups ask in their second step (spec §2): the code that was sent, first and last
 * name, and a password within the way's limits (spec §5: email at least 8 characters, phone 7 to 50).
 */
export function SignupDetailsFields({ field, account, passwordLimits }: { field: (name: DetailsField) => FieldBinding<string>; account: AccountTranslations; passwordLimits: { min: number; max: number } }) {
  return (
    <>
      <AccountField {...field('code')} type="text" inputMode="numeric" autoComplete="one-time-code" required maxLength={ACCOUNT_LIMITS.codeMax} label={account.verificationCode} />
      <AccountField {...field('firstName')} type="text" autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name} label={account.firstName} />
      <AccountField {...field('lastName')} type="text" autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name} label={account.lastName} />
      <AccountField {...field('password')} type="password" autoComplete="new-password" required minLength={passwordLimits.min} maxLength={passwordLimits.max} label={account.password} />
    </>
  );
}
