import { describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';

describe('readEnv: the social sign-in variables', () => {
  it('leave both providers off by default, with a 10 s time limit', () => {
    expect(readEnv({}).oauth).toEqual({ timeoutMs: 10_000 });
  });

  it('turn a provider on with its client id and secret, with the real endpoints by default', () => {
    expect(readEnv({ GOOGLE_CLIENT_ID: ' g-id ', GOOGLE_CLIENT_SECRET: 'g-secret', FACEBOOK_CLIENT_ID: 'f-id', FACEBOOK_CLIENT_SECRET: 'f-secret' }).oauth).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
      facebook: {
        clientId: 'f-id',
        clientSecret: 'f-secret',
        authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
        userinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,first_name,last_name,email,picture',
      },
      timeoutMs: 10_000,
    });
  });

  it('take other endpoints and time limit, http only on this machine', () => {
    const oauth = readEnv({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 's',
      FACEBOOK_AUTHORIZATION_URL: 'http://localhost:9001/authorize',
      FACEBOOK_TOKEN_URL: 'https://graph.example.com/token',
      FACEBOOK_USERINFO_URL: 'https://graph.example.com/me',
      OAUTH_TIMEOUT_MS: '2500',
    }).oauth;
    expect(oauth.google?.issuer).toBe('http://127.0.0.1:9000');
    expect(oauth.facebook).toMatchObject({ authorizationUrl: 'http://localhost:9001/authorize', tokenUrl: 'https://graph.example.com/token', userinfoUrl: 'https://graph.example.com/me' });
    expect(oauth.timeoutMs).toBe(2500);
  });

  it('refuse half a client, a plain-http provider across the network, and a bad time limit', () => {
    expect(() => readEnv({ GOOGLE_CLIENT_ID: 'g' })).toThrow('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    expect(() => readEnv({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow('FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET must be set together');
    expect(() => readEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(
      "GOOGLE_ISSUER must be an https address (http only on localhost), got 'http://accounts.example.com'",
    );
    expect(() => readEnv({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's', FACEBOOK_TOKEN_URL: 'not a url' })).toThrow('FACEBOOK_TOKEN_URL must be an https address');
    expect(() => readEnv({ OAUTH_TIMEOUT_MS: '10s' })).toThrow("OAUTH_TIMEOUT_MS must be a whole number, got '10s'");
  });
});
