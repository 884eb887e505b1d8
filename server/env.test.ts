import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('has defaults that serve the embedded database on port 3000', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ port: 3000, site: 'xnews', databaseUrl: undefined, ingestToken: undefined, seedDemo: true, shutdownTimeoutMs: 10_000 });
    expect(env.dataDir).toMatch(/data$/);
  });

  it('reads the variables', () => {
    const env = readEnv({ PORT: '8080', DATABASE_URL: 'postgres://h/db', INGEST_TOKEN: 't0k', SEED_DEMO: 'false', SITE: 'other-site' });
    expect(env).toMatchObject({ port: 8080, databaseUrl: 'postgres://h/db', ingestToken: 't0k', seedDemo: false, site: 'other-site' });
  });

  it('keeps mail in the outbox unless SMTP_URL is set, from no-reply by default', () => {
    expect(readEnv({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'xnews <no-reply@xnews.com>' });
    expect(readEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: ' News <news@example.com> ' })).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'News <news@example.com>',
    });
  });

  it('treats blank secrets as unset, so an empty INGEST_TOKEN never opens ingest', () => {
    expect(readEnv({ INGEST_TOKEN: '  ', DATABASE_URL: '' })).toMatchObject({ ingestToken: undefined, databaseUrl: undefined });
  });

  it('refuses values that are not what they claim, with a clear message', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow("PORT must be a whole number, got 'eighty'");
    expect(() => readEnv({ SITE: '../etc' })).toThrow("SITE must name a folder of config/sites, got '../etc'");
  });

  it('trims values, and reads a blank one as unset', () => {
    expect(readEnv({ PORT: ' 8080 ', HOST: '  ', LOG_LEVEL: ' warn', SEED_DEMO: 'false ' })).toMatchObject({ port: 8080, host: '0.0.0.0', logLevel: 'warn', seedDemo: false });
  });

  it('refuses a log level pino does not know and a SEED_DEMO that is neither true nor false', () => {
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow("LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, got 'verbose'");
    expect(() => readEnv({ SEED_DEMO: 'False' })).toThrow("SEED_DEMO must be true or false, got 'False'");
  });

  it('seeds a demo set of 5,000 stories unless DEMO_STORIES says how many, one at least', () => {
    expect(readEnv({})).toMatchObject({ seedDemo: true, demoStories: 5_000 });
    expect(readEnv({ DEMO_STORIES: '800' })).toMatchObject({ demoStories: 800 });
    expect(() => readEnv({ DEMO_STORIES: '0' })).toThrow("DEMO_STORIES must be a whole number of at least 1, got '0'");
    expect(() => readEnv({ DEMO_STORIES: 'many' })).toThrow("DEMO_STORIES must be a whole number of at least 1, got 'many'");
  });

  it('names every wrong variable at once, rules across variables included', () => {
    expect(() => readEnv({ PORT: 'eighty', ROLE: 'web', AUTH_SECRET: 'short', GOOGLE_CLIENT_ID: 'g', UPSTREAM_TIMEOUT_MS: '-1' })).toThrow(
      [
        'Invalid settings:',
        "- PORT must be a whole number, got 'eighty'",
        '- AUTH_SECRET must be at least 32 characters long',
        "- UPSTREAM_TIMEOUT_MS must be a whole number, got '-1'",
        '- ROLE=web needs API_UPSTREAM: the API instance to proxy to and render from',
        '- GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      ].join('\n'),
    );
  });

  it('runs everything by default, the web side alone in front of API_UPSTREAM, or the API alone', () => {
    expect(readEnv({})).toMatchObject({ role: 'all', apiUpstream: undefined, upstreamTimeoutMs: 15_000 });
    expect(readEnv({ API_UPSTREAM: 'http://api.internal:3000/' })).toMatchObject({ role: 'web', apiUpstream: 'http://api.internal:3000' });
    expect(readEnv({ ROLE: 'api' })).toMatchObject({ role: 'api' });
    expect(readEnv({ ROLE: 'web', API_UPSTREAM: 'http://api:3000', UPSTREAM_TIMEOUT_MS: '2500' })).toMatchObject({ role: 'web', upstreamTimeoutMs: 2500 });
  });

  it('refuses a role that cannot work', () => {
    expect(() => readEnv({ ROLE: 'web' })).toThrow('ROLE=web needs API_UPSTREAM: the API instance to proxy to and render from');
    expect(() => readEnv({ ROLE: 'api', API_UPSTREAM: 'http://api:3000' })).toThrow("API_UPSTREAM is set, so this instance has no API of its own: ROLE must be web (or unset), got 'api'");
    expect(() => readEnv({ ROLE: 'worker' })).toThrow("ROLE must be all, api or web, got 'worker'");
    expect(() => readEnv({ API_UPSTREAM: 'api:3000' })).toThrow("API_UPSTREAM must be an origin such as https://www.example.com, got 'api:3000'");
  });
});

describe('readEnv: the accounts variables', () => {
  it('leave Redis, the SMS provider, the public origin and the secret unset by default', () => {
    expect(readEnv({})).toMatchObject({ redisUrl: undefined, smsHttpUrl: undefined, smsHttpToken: undefined, smsFrom: undefined, publicOrigin: undefined, authSecret: undefined });
  });

  it('reads them, trimming what needs it', () => {
    expect(
      readEnv({
        REDIS_URL: 'redis://127.0.0.1:6379',
        SMS_HTTP_URL: 'https://sms.example.com/v1/messages',
        SMS_HTTP_TOKEN: 'tok',
        SMS_FROM: ' xnews ',
        PUBLIC_ORIGIN: 'http://localhost:3000/',
        AUTH_SECRET: 'k'.repeat(32),
      }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      smsHttpUrl: 'https://sms.example.com/v1/messages',
      smsHttpToken: 'tok',
      smsFrom: 'xnews',
      publicOrigin: 'http://localhost:3000',
      authSecret: 'k'.repeat(32),
    });
  });

  it('refuses a public origin with a path and a secret too short to be one', () => {
    expect(() => readEnv({ PUBLIC_ORIGIN: 'https://www.example.com/en' })).toThrow("PUBLIC_ORIGIN must be an origin such as https://www.example.com, got 'https://www.example.com/en'");
    expect(() => readEnv({ PUBLIC_ORIGIN: 'www.example.com' })).toThrow('PUBLIC_ORIGIN must be an origin');
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow('AUTH_SECRET must be at least 32 characters long');
    expect(readEnv({ AUTH_SECRET: '   ' }).authSecret).toBeUndefined();
  });
});

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

describe('readEnv: the edge purge variables', () => {
  it('leave the edge unset by default: nothing is purged', () => {
    expect(readEnv({}).edgePurge).toBeUndefined();
  });

  it('name Varnish by its address, and a CDN by its API base and token', () => {
    expect(readEnv({ EDGE_PURGE: 'varnish', EDGE_PURGE_URL: 'http://varnish:6081/' }).edgePurge).toEqual({ kind: 'varnish', url: 'http://varnish:6081', token: undefined });
    expect(readEnv({ EDGE_PURGE: 'fastly', EDGE_PURGE_URL: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY', EDGE_PURGE_TOKEN: ' t0ken ' }).edgePurge).toEqual({
      kind: 'fastly', url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY', token: 't0ken',
    });
    expect(readEnv({ EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353', EDGE_PURGE_TOKEN: 't' }).edgePurge?.kind).toBe('cloudflare');
    // The tests' stand-ins listen on this machine, in plain http.
    expect(readEnv({ EDGE_PURGE: 'fastly', EDGE_PURGE_URL: 'http://127.0.0.1:4010/service/abc', EDGE_PURGE_TOKEN: 't' }).edgePurge?.url).toBe('http://127.0.0.1:4010/service/abc');
  });

  it('refuse to start with an edge that cannot be purged, saying why', () => {
    expect(() => readEnv({ EDGE_PURGE: 'akamai' })).toThrow("EDGE_PURGE must be varnish, fastly or cloudflare, got 'akamai'");
    expect(() => readEnv({ EDGE_PURGE: 'varnish' })).toThrow('EDGE_PURGE=varnish needs EDGE_PURGE_URL');
    expect(() => readEnv({ EDGE_PURGE: 'varnish', EDGE_PURGE_URL: 'varnish:6081' })).toThrow("EDGE_PURGE_URL must be an http(s) address without query, got 'varnish:6081'");
    expect(() => readEnv({ EDGE_PURGE: 'fastly', EDGE_PURGE_URL: 'https://api.fastly.com/service/abc' })).toThrow('EDGE_PURGE=fastly needs EDGE_PURGE_TOKEN');
    expect(() => readEnv({ EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/', EDGE_PURGE_TOKEN: 't' })).toThrow(
      "EDGE_PURGE_URL must be cloudflare's API base, e.g. https://api.cloudflare.com/client/v4/zones/ZONE_ID",
    );
    expect(() => readEnv({ EDGE_PURGE: 'fastly', EDGE_PURGE_URL: 'http://api.fastly.com/service/abc', EDGE_PURGE_TOKEN: 't' })).toThrow("EDGE_PURGE_URL must be fastly's API base");
    expect(() => readEnv({ EDGE_PURGE_URL: 'http://varnish:6081' })).toThrow('EDGE_PURGE_URL and EDGE_PURGE_TOKEN need EDGE_PURGE');
  });

  it('never put the token in a refusal', () => {
    const secret = 'tok-9f8e7d6c5b4a';
    let message = '';
    try {
      readEnv({ EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: 'ftp://example.com/zones/abc', EDGE_PURGE_TOKEN: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('EDGE_PURGE_URL must be an http(s) address');
    expect(message).not.toContain(secret);
  });
});
