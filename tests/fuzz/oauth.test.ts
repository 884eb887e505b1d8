import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalProvider, type LocalProvider } from '../support/oidc-provider';
import { createFuzzApp } from './support/fuzz-app';
import { checkProperty } from './support/fuzz-property';
import { hostileQuery, hostileSegment, hostileText, forwardedFor, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck } from './support/send';

/**
 * Fuzzing social sign-in, with both providers configured against the local OpenID provider,
 * so that every check past "not configured" is reached: the redirect_uri, the remembered last
 * page, the state cookie and the callback's parameters.
 */
let provider: LocalProvider;
const fuzz = fuzzSuite(async () => {
  provider = await startLocalProvider();
  return createFuzzApp({ publicOrigin: 'http://localhost:3996', oauth: { google: provider.google(), facebook: provider.facebook() } });
});
afterAll(() => provider?.stop());

const providerName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('google', 'facebook') }, { weight: 1, arbitrary: hostileSegment });
const RETURN_PATHS = ['/en/news/list/trending', '/fr/about/contact', 'http://localhost:3996/en/news/archive', '/oauth2/redirect', '//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'];
const returnPath = fc.oneof(fc.constantFrom(...RETURN_PATHS), hostileText, hostileText.map((text) => `/en/${text}`));
/** What a browser JSON client or a browser asks for: failures are JSON for one, a redirect to the login page for the other. */
const accept = fc.constantFrom('application/json', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*');

describe('GET /oauth2/authorize/{provider}', () => {
  it('starts a flow for a page of this site, and refuses anything else with a 4xx or a redirect to the login page', async () => {
    const query = fc.oneof(
      returnPath.map((path) => `redirect_uri=${urlForm(path, 'encoded', null)}`),
      hostileQuery(['redirect_uri', 'state', 'lang']),
    );
    const lastPath = fc.option(returnPath.map((path) => `last_path=${urlForm(path, 'encoded', null)}`), { nil: undefined });
    await checkProperty({ seed: 70701, numRuns: 80 }, providerName, query, lastPath, accept, forwardedFor, async (name, search, cookie, type, ip) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'GET',
        path: `/oauth2/authorize/${name}?${search}`,
        headers: { Accept: type, 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect([302, 400, 404, 429]).toContain(response.status);
      if (response.status === 302) expect(response.headers.location).toMatch(/^(http:\/\/127\.0\.0\.1:\d+\/|\/[a-z]{2}\/user\/login\?)/);
    });
  });
});

describe('GET /oauth2/callback/{provider}', () => {
  it('refuses any state, code and error that are not of a flow this browser started', async () => {
    const stateCookie = fc.option(hostileText.map((state) => `oauth_state=${urlForm(state, 'encoded', null)}`), { nil: undefined });
    const query = fc.oneof(hostileQuery(['state', 'code', 'error', 'iss', 'error_description']), hostileText.map((state) => `state=${urlForm(state, 'encoded', null)}&code=x`));
    await checkProperty({ seed: 70702, numRuns: 80 }, providerName, query, stateCookie, accept, async (name, search, cookie, type) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'GET',
        path: `/oauth2/callback/${name}?${search}`,
        headers: { Accept: type, ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect([302, 400, 404]).toContain(response.status);
    });
  });

  it('refuses a state the browser holds itself, whatever it is, when no flow has it', async () => {
    await checkProperty({ seed: 70703, numRuns: 60 }, providerName, hostileText, async (name, state) => {
      const encoded = urlForm(state, 'encoded', null);
      const response = await sendAndCheck(fuzz().app, {
        method: 'GET',
        path: `/oauth2/callback/${name}?state=${encoded}&code=fuzz`,
        headers: { Accept: 'application/json', Cookie: `oauth_state=${encoded}` },
      });
      expect([400, 404]).toContain(response.status);
    });
  });
});
