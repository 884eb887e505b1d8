import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../server/site/load-site';
import { TOTP_MESSAGES } from '../../../shared/totp';
import { checkTotpProof, totpFailure } from './totp-failure';

const { fr } = loadSite('xnews').translations;
const t = fr.totp;
const answer = (status: number, body: unknown) => ({ reached: true as const, ok: status < 400, status, body });

describe('totpFailure', () => {
  it('says each error code of the TOTP calls in the page language, beside the field it names', () => {
    expect(totpFailure(answer(400, { error: 'totp_code_incorrect', message: TOTP_MESSAGES.codeIncorrect, parameter: 'code' }), t)).toEqual({ text: t.codeIncorrect, field: 'code' });
    expect(totpFailure(answer(400, { error: 'totp_code_used', parameter: 'code' }), t)).toEqual({ text: t.codeUsed, field: 'code' });
    expect(totpFailure(answer(400, { error: 'recovery_code_incorrect', parameter: 'recoveryCode' }), t)).toEqual({ text: t.recoveryCodeIncorrect, field: 'recoveryCode' });
    expect(totpFailure(answer(409, { error: 'totp_enabled' }), t)).toEqual({ text: t.alreadyEnabled, field: null });
    expect(totpFailure(answer(409, { error: 'totp_not_pending' }), t).text).toBe(t.notPending);
    expect(totpFailure(answer(409, { error: 'totp_not_enabled' }), t).text).toBe(t.notEnabled);
    expect(totpFailure(answer(409, { error: 'totp_unreadable' }), t).text).toBe(t.unreadable);
    expect(totpFailure(answer(403, { error: 'passkey_required' }), t).text).toBe(t.passkeyRequired);
    expect(totpFailure(answer(403, { error: 'csrf_failed' }), t).text).toBe(t.pageExpired);
  });

  it('reads a malformed field by the English the API answers, and says a limit, an ended session, no answer or anything else', () => {
    expect(totpFailure(answer(400, { error: 'invalid_parameter', message: TOTP_MESSAGES.codeMalformed, parameter: 'code' }), t)).toEqual({ text: t.codeMalformed, field: 'code' });
    expect(totpFailure(answer(400, { error: 'invalid_parameter', message: TOTP_MESSAGES.recoveryCodeMalformed, parameter: 'recoveryCode' }), t).text).toBe(t.recoveryCodeMalformed);
    expect(totpFailure(answer(429, { error: 'rate_limited', message: 'Too many tries.' }), t).text).toBe(t.rateLimited);
    expect(totpFailure(answer(401, { error: 'unauthorized' }), t).text).toBe(t.sessionEnded);
    expect(totpFailure({ reached: false }, t).text).toBe(t.networkError);
    expect(totpFailure(answer(500, null), t)).toEqual({ text: t.failed, field: null });
  });
});

describe('checkTotpProof', () => {
  it('takes 6 digits, spaces dropped, and refuses an empty or malformed code before sending it', () => {
    expect(checkTotpProof('code', ' 123 456 ', t)).toEqual({ ok: true, body: { code: '123456' } });
    expect(checkTotpProof('code', '', t)).toEqual({ ok: false, failure: { text: t.codeRequired, field: 'code' } });
    expect(checkTotpProof('code', '12345a', t)).toEqual({ ok: false, failure: { text: t.codeMalformed, field: 'code' } });
    expect(checkTotpProof('code', '1234567', t)).toEqual({ ok: false, failure: { text: t.codeMalformed, field: 'code' } });
  });

  it('takes a recovery code of 16 letters and digits in any case, with hyphens or spaces, as typed', () => {
    expect(checkTotpProof('recoveryCode', ' ABCD-efgh jkmn-pqrs ', t)).toEqual({ ok: true, body: { recoveryCode: 'ABCD-efgh jkmn-pqrs' } });
    expect(checkTotpProof('recoveryCode', '  ', t)).toEqual({ ok: false, failure: { text: t.recoveryCodeRequired, field: 'recoveryCode' } });
    expect(checkTotpProof('recoveryCode', 'abcd-efgh', t)).toEqual({ ok: false, failure: { text: t.recoveryCodeMalformed, field: 'recoveryCode' } });
  });
});
