import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { accountTexts } from './texts-for-lang';

describe('account mail and SMS texts', () => {
  it.each(LANGUAGE_CODES)('exist in %s, carry their code or link, and keep secrets out of subjects', (lang) => {
    const texts = accountTexts(lang);
    const code = texts.signupCodeMail({ siteName: 'xnews', code: '12345678', minutes: 10 });
    expect(code.text).toContain('12345678');
    expect(code.text).toContain('10');
    expect(code.subject).not.toContain('12345678');
    const link = 'https://www.xnews.com/fr/user/reset?token=abc.def';
    const reset = texts.passwordResetMail({ siteName: 'xnews', link, minutes: 30 });
    expect(reset.text).toContain(link);
    expect(reset.text).toContain('30');
    expect(reset.subject).not.toContain('abc.def');
    const exists = texts.accountExistsMail({ siteName: 'xnews', loginUrl: 'https://www.xnews.com/es/user/login' });
    expect(exists.text).toContain('https://www.xnews.com/es/user/login');
    expect(texts.signupCodeSms({ siteName: 'xnews', code: '654321', minutes: 10 })).toContain('654321');
    expect(texts.accountExistsSms({ siteName: 'xnews' })).toContain('xnews');
    // Every text is its own language's, not an English copy.
    if (lang !== 'en') expect(code.subject).not.toBe(accountTexts('en').signupCodeMail({ siteName: 'xnews', code: '1', minutes: 10 }).subject);
  });

  it('writes simplified and traditional Chinese apart', () => {
    expect(accountTexts('cn').passwordResetMail({ siteName: 'x', link: 'l', minutes: 30 }).subject).toBe('重置您的 x 密码');
    expect(accountTexts('tw').passwordResetMail({ siteName: 'x', link: 'l', minutes: 30 }).subject).toBe('重設您的 x 密碼');
  });
});
