import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, insertNewUser, setCookie, uniqueEmail } from '../support/accounts';
import { FACEBOOK_CLIENT_ID, signInThroughProvider, startLocalProvider, visitProvider, type LocalProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:3997';

let provider: LocalProvider;
let testApp: TestApp;
beforeAll(async () => {
  provider = await startLocalProvider();
  testApp = await createTestApp({ publicOrigin: ORIGIN, oauth: { facebook: provider.facebook() } });
});
afterAll(async () => {
  await testApp.close();
  await provider.stop();
});

let ids = 0;
function facebookUser(email = uniqueEmail('fb')) {
  ids += 1;
  return { sub: `10${process.pid}${ids}`, email, name: 'Hedy Lamarr', given_name: 'Hedy', family_name: 'Lamarr', picture: 'https://graph.example.com/hedy.jpg' };
}

describe('GET /oauth2/authorize/facebook', () => {
  it('sends the browser to FACEBOOK_AUTHORIZATION_URL with PKCE (S256) and state, and no nonce (plain OAuth 2.0)', async () => {
    const start = await request(testApp.app).get('/oauth2/authorize/facebook').query({ redirect_uri: '/es/news/list/sports' }).set('X-Forwarded-For', freshIp());
    expect(start.status).toBe(302);
    const to = new URL(start.headers.location ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/authorize`);
    const query = Object.fromEntries(to.searchParams);
    expect(query).toMatchObject({
      client_id: FACEBOOK_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${ORIGIN}/oauth2/callback/facebook`,
      scope: 'public_profile email',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query).not.toHaveProperty('nonce');
    expect(setCookie(start, 'oauth_state')?.value).toBe(query.state);
  });
});

describe('a Facebook sign-in', () => {
  it('reads the person from the Graph-like profile endpoint, creates the user and signs them in', async () => {
    const person = facebookUser();
    provider.signInAs(person);
    const { agent, callback } = await signInThroughProvider(testApp.app, 'facebook', '/es/news/list/sports');
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/es/news/list/sports');
    expect(setCookie(callback, 'authenticated')?.value).toBe('true');

    const me = await agent.get('/user/me');
    expect(me.status).toBe(200);
    // Graph does not say the address is verified: it is shown, unverified, and is no sign-in identity.
    expect(me.body).toMatchObject({
      name: 'Hedy Lamarr', firstName: 'Hedy', lastName: 'Lamarr', email: person.email, emailVerified: false,
      imageUrl: 'https://graph.example.com/hedy.jpg', provider: 'facebook', providerId: person.sub, lang: 'es',
    });
    const identities = await testApp.db.query('SELECT provider, provider_id FROM identities WHERE user_id = $1', [me.body.id]);
    expect(identities).toEqual([{ provider: 'facebook', provider_id: person.sub }]);

    // Again, in another browser: the same user.
    const again = await signInThroughProvider(testApp.app, 'facebook');
    expect((await again.agent.get('/user/me')).body.id).toBe(me.body.id);
  });

  it('a person with no email at Facebook gets an account named as Facebook names them', async () => {
    const person = { ...facebookUser(), email: undefined, name: undefined, given_name: 'Rosalind', family_name: 'Franklin' };
    provider.signInAs(person);
    const { agent } = await signInThroughProvider(testApp.app, 'facebook');
    expect((await agent.get('/user/me')).body).toMatchObject({ name: 'Rosalind Franklin', email: null, emailVerified: false, provider: 'facebook' });
  });

  it('never links to an existing user on a Facebook email, which Graph does not call verified', async () => {
    const existing = await insertNewUser(testApp.db, { email: uniqueEmail('has-account') });
    provider.signInAs(facebookUser(existing.email ?? ''));
    const { agent } = await signInThroughProvider(testApp.app, 'facebook');
    const me = await agent.get('/user/me');
    expect(me.body.id).not.toBe(existing.userId);
    const linked = await testApp.db.query("SELECT 1 FROM identities WHERE user_id = $1 AND provider = 'facebook'", [existing.userId]);
    expect(linked).toEqual([]);
  });

  it('links when a Graph-like provider does vouch for the email (email_verified: true)', async () => {
    const existing = await insertNewUser(testApp.db, { email: uniqueEmail('vouched') });
    const person = { ...facebookUser(existing.email ?? ''), email_verified: true };
    provider.signInAs(person);
    const { agent } = await signInThroughProvider(testApp.app, 'facebook');
    expect((await agent.get('/user/me')).body).toMatchObject({ id: existing.userId, provider: 'facebook', providerId: person.sub });
  });

  it('a profile endpoint that fails, or answers without an id, ends in a clear 502 and no session', async () => {
    provider.signInAs(facebookUser());
    provider.tamperNextUserinfo((response) => {
      response.statusCode = 500;
      response.body = { error: { message: 'An unexpected error has occurred.' } };
    });
    const failed = await signInThroughProvider(testApp.app, 'facebook');
    expect(failed.callback.status).toBe(502);
    expect(failed.callback.body).toEqual({ error: 'provider_error', message: 'Facebook could not complete the sign-in. Please try again, or sign in another way.', provider: 'facebook' });
    expect(setCookie(failed.callback, 'access_token')).toBeUndefined();

    provider.tamperNextUserinfo((response) => {
      response.body = { name: 'No Id' };
    });
    const anonymous = await signInThroughProvider(testApp.app, 'facebook');
    expect(anonymous.callback.status).toBe(502);
    expect(anonymous.callback.body.error).toBe('provider_error');
  });

  it('the provider refusing the code at its token endpoint ends in a clear 502', async () => {
    const agent = request.agent(testApp.app);
    const callbackUrl = await visitProvider(await agent.get('/oauth2/authorize/facebook').set('X-Forwarded-For', freshIp()));
    provider.tamperNextTokenResponse((response) => {
      response.statusCode = 400;
      response.body = { error: { message: 'This authorization code has been used.', type: 'OAuthException', code: 100 } };
    });
    const callback = await agent.get(`${callbackUrl.pathname}${callbackUrl.search}`);
    expect(callback.status).toBe(502);
    expect(callback.body.error).toBe('provider_error');
  });
});
