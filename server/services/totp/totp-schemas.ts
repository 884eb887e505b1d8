import { z } from 'zod';
import { TOTP_MESSAGES, TOTP_RULES } from '../../../shared/totp';
import type { TotpProof } from './totp-context';
import { normaliseRecoveryCode } from './recovery-codes';

/** Six digits; spaces are dropped, as apps show "123 456". */
const totpCode = z
  .string({ error: TOTP_MESSAGES.codeRequired })
  .max(32, TOTP_MESSAGES.codeMalformed)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().min(1, TOTP_MESSAGES.codeRequired).regex(new RegExp(`^\\d{${TOTP_RULES.digits}}$`), TOTP_MESSAGES.codeMalformed))
  .describe(`The ${TOTP_RULES.digits} digits the authenticator app shows now (spaces are ignored).`);

const recoveryCode = z
  .string({ error: TOTP_MESSAGES.recoveryCodeMalformed })
  .max(64, TOTP_MESSAGES.recoveryCodeMalformed)
  .transform((value, context) => {
    const plain = normaliseRecoveryCode(value);
    if (plain !== null) return plain;
    context.addIssue({ code: 'custom', message: TOTP_MESSAGES.recoveryCodeMalformed });
    return z.NEVER;
  })
  .describe('One of the recovery codes shown when the authenticator was set up, such as abcd-efgh-jkmn-pqrs (case, spaces and hyphens are ignored). Each works once.');

/** POST TOTP_API.mine: the first code of the pending authenticator. */
export const confirmBody = z.object({ code: totpCode }, { error: 'Send a JSON object.' });

/** DELETE TOTP_API.mine and POST TOTP_API.secondFactor: a code, or a recovery code; exactly one. */
export const proofBody = z
  .object({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() }, { error: 'Send a JSON object.' })
  .superRefine((body, context) => {
    if (body.code !== undefined && body.recoveryCode !== undefined) context.addIssue({ code: 'custom', path: ['recoveryCode'], message: TOTP_MESSAGES.oneProof });
    if (body.code === undefined && body.recoveryCode === undefined) context.addIssue({ code: 'custom', path: ['code'], message: TOTP_MESSAGES.codeRequired });
  })
  .transform((body): TotpProof => (body.recoveryCode !== undefined ? { recoveryCode: body.recoveryCode } : { code: body.code ?? '' }))
  .describe('Exactly one of code and recoveryCode.');
