import { describe, expect, it } from 'vitest';
import { loadSite } from '../server/site/load-site';
import { ACCOUNT_DATA_MESSAGES } from './account-data';

/** The pages show the API's refusals under the same keys (client/pages/profile/account-data/account-data-call.ts). */
const SHOWN_AS_SENT = ['reauthenticated', 'passwordIncorrect', 'noPassword', 'hasPassword', 'noVerifiedEmail', 'codeIncorrect', 'sameEmail'] as const;

describe('ACCOUNT_DATA_MESSAGES', () => {
  it('says in English what the English page says, for every refusal the page translates', () => {
    const english = loadSite('xnews').translations.en.accountData;
    for (const key of SHOWN_AS_SENT) expect(english[key], key).toBe(ACCOUNT_DATA_MESSAGES[key]);
  });
});
