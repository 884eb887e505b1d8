import { describe, expect, it } from 'vitest';
import { userCookieOf, userFromCookie } from '../../shared/account-cookies';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { normaliseDialCode, phoneError, toPhoneNumber } from '../../shared/account-phone';
import { safeReturnPath } from '../../shared/routes';
import {
  emailError,
  passwordError,
  validateEmailLogin,
  validateEmailSignup,
  validatePasswordReset,
  validatePhoneLogin,
  validatePhoneSignup,
} from '../../shared/account-validation';

describe('email sign-up (spec §3, §5)', () => {
  const valid = { familyName: 'Ada', givenName: 'Lovelace', email: ' Ada@Example.COM ', password: '12345678', signUpCode: '12345678', name: '', websiteId: 'xnews' };

  it('undoes the familyName/givenName swap and normalises the address', () => {
    expect(validateEmailSignup(valid)).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: '12345678', code: '12345678', firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' },
    });
  });

  it('accepts one name alone: first and last are only blank together', () => {
    expect(validateEmailSignup({ ...valid, familyName: '', givenName: 'Lovelace' })).toMatchObject({ ok: true, value: { name: 'Lovelace' } });
  });

  it('names each field that is wrong, the first one as the message', () => {
    expect(validateEmailSignup({ ...valid, familyName: '  ', givenName: '', password: '1234567', signUpCode: 'short' })).toEqual({
      ok: false,
      message: 'Verification code is incorrect! Check your email.',
      errors: {
        signUpCode: 'Verification code is incorrect! Check your email.',
        name: 'Please enter a name',
        password: 'Password needs to be at least 8 characters',
      },
    });
  });

  it('treats values that are not text as missing', () => {
    expect(validateEmailSignup({ email: 42, password: ['x'], signUpCode: null, familyName: {}, givenName: 7 })).toMatchObject({
      ok: false,
      errors: { email: 'Email is required', password: 'Password needs to be at least 8 characters', name: 'Please enter a name' },
    });
  });

  it('bounds the password and the address', () => {
    expect(passwordError('x'.repeat(128))).toBeUndefined();
    expect(passwordError('x'.repeat(129))).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    expect(emailError(`${'a'.repeat(250)}@x.io`)).toBe(ACCOUNT_MESSAGES.emailTooLong);
    expect(emailError('a b@example.com')).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(emailError('a@example')).toBe(ACCOUNT_MESSAGES.emailInvalid);
  });
});

describe('phone numbers (spec §5)', () => {
  it.each([
    ['2025550123', '2025550124', '+1', 'confirm phone# does not match!'],
    ['202555012a', '202555012a', '+1', 'it is not a phone number!'],
    ['9998', '9998', '+1', 'Incomplete phone number'],
    ['999999998', '999999998', '+86', 'Incomplete phone number'],
    ['999999998', '999999998', '+44', ACCOUNT_MESSAGES.dialCodeUnsupported],
    ['9998', '9998', '+44', 'Incomplete phone number'],
    ['7911123456', '7911123456', '+44', ACCOUNT_MESSAGES.dialCodeUnsupported],
  ])('%s confirmed as %s with %s: %s', (phone, confirmation, cdc, message) => {
    expect(phoneError(phone, cdc, confirmation)).toBe(message);
  });

  it('accepts +1 and +86 numbers, however they are formatted', () => {
    expect(phoneError('(202) 555-0123', '+1', '202 555 0123')).toBeUndefined();
    expect(phoneError('999999999', '1')).toBeUndefined();
    expect(phoneError('13800138000', ' +86 ')).toBeUndefined();
    expect(toPhoneNumber('(202) 555-0123', '1')).toEqual({ cdc: '+1', national: '2025550123', e164: '+12025550123' });
    expect(toPhoneNumber('013800138000', '+86')).toEqual({ cdc: '+86', national: '13800138000', e164: '+8613800138000' });
    expect(normaliseDialCode('86')).toBe('+86');
  });

  it('checks the phone sign-up payload, password 7 to 50 and code of 4 or more', () => {
    const body = { phone: '13800138000', cdc: '+86', phoneRegistrationCode: '1234', familyName: 'Mei', givenName: 'Lin', name: '', password: '1234567', phoneVerified: true, email: '' };
    expect(validatePhoneSignup(body)).toMatchObject({ ok: true, value: { firstName: 'Mei', lastName: 'Lin', email: null, phone: { e164: '+8613800138000' } } });
    expect(validatePhoneSignup({ ...body, phoneRegistrationCode: '123', password: 'x'.repeat(51) })).toMatchObject({
      ok: false,
      errors: { phoneRegistrationCode: 'please fill in the phone verification code', password: ACCOUNT_MESSAGES.phonePasswordLength },
    });
  });

  it('checks the phone login: both filled, the phone numeric', () => {
    expect(validatePhoneLogin({ phone: '202-555-0123', password: 'x' })).toEqual({ ok: true, value: { digits: '2025550123', cdc: null, password: 'x' } });
    expect(validatePhoneLogin({ phone: '', password: '' })).toMatchObject({ ok: false, errors: { phone: ACCOUNT_MESSAGES.phoneRequired, password: 'Password is required' } });
    expect(validatePhoneLogin({ phone: 'call me', password: 'x' })).toMatchObject({ ok: false, message: 'it is not a phone number!' });
  });
});

describe('login and reset', () => {
  it('requires a valid email and a password to log in', () => {
    expect(validateEmailLogin({ email: 'A@B.co', password: ' spaced ' })).toEqual({ ok: true, value: { email: 'a@b.co', password: ' spaced ' } });
    expect(validateEmailLogin({})).toMatchObject({ ok: false, errors: { email: 'Email is required', password: 'Password is required' } });
  });

  it('requires the token and a new password of 8 or more to reset', () => {
    expect(validatePasswordReset({ token: ' abc ', password: '12345678' })).toEqual({ ok: true, value: { token: 'abc', password: '12345678' } });
    expect(validatePasswordReset({ password: '123' })).toMatchObject({ ok: false, errors: { token: ACCOUNT_MESSAGES.resetTokenMissing, password: 'Password needs to be at least 8 characters' } });
  });
});

describe('the user cookie (spec §3: short keys)', () => {
  const user = {
    email: 'a@example.com', emailVerified: true, id: 'u1', imageUrl: null, name: 'A', provider: 'email' as const,
    providerId: 'a@example.com', roles: ['user' as const], cdc: null, phone: null, phoneVerified: false,
  };

  it('round-trips through its JSON', () => {
    const cookie = userCookieOf(user);
    expect(cookie).toEqual({ e: 'a@example.com', ev: true, i: 'u1', im: null, n: 'A', p: 'email', pi: 'a@example.com', r: ['user'], c: null, ph: null, pv: false });
    expect(userFromCookie(JSON.stringify(cookie))).toEqual(user);
  });

  it('reads anything else as no user', () => {
    for (const value of [undefined, '', 'not json', '[]', 'null', JSON.stringify({ ...userCookieOf(user), r: 'admin' }), JSON.stringify({ i: 'u1' })]) {
      expect(userFromCookie(value), String(value)).toBeNull();
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/en/news/list/world?page=2#top', '/profile')).toBe('/en/news/list/world?page=2#top');
    expect(safeReturnPath('%2Fes%2Fabout%2Fcontact', '/profile')).toBe('/es/about/contact');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['an encoded double slash', '%2F%2Fevil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['the login page', '/en/user/login'],
    ['the sign-up page', '/signup?x=1'],
    ['nothing', undefined],
    ['broken encoding', '/%E0%A4%A'],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value, '/restaurant/boss')).toBe('/restaurant/boss');
  });
});
