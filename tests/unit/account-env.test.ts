import { describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';

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
