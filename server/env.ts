import { join } from 'node:path';
import { APP_ROOT } from './app-root';
import type { Role } from './app';
import { FACEBOOK_ENDPOINTS, GOOGLE_ISSUER, OAUTH_TIMEOUT_MS, type OAuthSettings } from './services/oauth/oauth-settings';
import { isLoopbackHttp } from './services/oauth/social-provider';

/** The server's settings, read from the environment once at start (README: environment variables). */
export interface Env {
  port: number;
  host: string;
  site: string;
  nodeEnv: string;
  /** A PostgreSQL server; unset means the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Bearer token of POST /api/ingest/news; unset turns the ingest API off. */
  ingestToken: string | undefined;
  /** Seed the demo set when the database has no stories. */
  seedDemo: boolean;
  logLevel: string;
  /** Grace period for in-flight requests on SIGTERM. */
  shutdownTimeoutMs: number;
  /** SMTP server for outgoing mail; unset keeps mail in the database outbox (npm run outbox). */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Redis shared by every instance (rate limits); unset counts in this process. */
  redisUrl: string | undefined;
  /** An HTTP SMS provider's send endpoint; unset keeps text messages in the database outbox. */
  smsHttpUrl: string | undefined;
  /** Its bearer token. */
  smsHttpToken: string | undefined;
  /** The sender id or number, for providers that want one. */
  smsFrom: string | undefined;
  /** Where links in account mail point (e.g. http://localhost:3000 in development); unset: the site's domainName. */
  publicOrigin: string | undefined;
  /** The anti-forgery key; unset, one is made once and kept in the database for every instance. */
  authSecret: string | undefined;
  /** What this process serves: all, the API only, or the web side only (with apiUpstream). */
  role: Role;
  /** The API instance a web instance proxies to and renders from. */
  apiUpstream: string | undefined;
  /** How long a web instance waits on its upstream. */
  upstreamTimeoutMs: number;
  /** Serve the client's source maps (SOURCE_MAPS=public); by default they stay beside the build, unserved. */
  publicSourceMaps: boolean;
  /** Google and Facebook sign-in (decision 012); a provider without its client id and secret answers "not configured". */
  oauth: OAuthSettings;
}

/** ROLE, checked against API_UPSTREAM: unset means web when an upstream is named, else all. */
function roleOf(value: string | undefined, apiUpstream: string | undefined): Role {
  const role = nonEmpty(value)?.trim() ?? (apiUpstream ? 'web' : 'all');
  if (role !== 'all' && role !== 'api' && role !== 'web') throw new Error(`ROLE must be all, api or web, got '${role}'`);
  if (role === 'web' && !apiUpstream) throw new Error('ROLE=web needs API_UPSTREAM: the API instance to proxy to and render from');
  if (role !== 'web' && apiUpstream) throw new Error(`API_UPSTREAM is set, so this instance has no API of its own: ROLE must be web (or unset), got '${role}'`);
  return role;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got '${value}'`);
  return Number(value);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** An origin as links need it: scheme, host and port only, no trailing slash. */
function origin(name: string, value: string | undefined): string | undefined {
  const given = nonEmpty(value)?.trim();
  if (given === undefined) return undefined;
  if (!/^https?:\/\/[^/\s?#]+$/.test(given.replace(/\/$/, ''))) throw new Error(`${name} must be an origin such as https://www.example.com, got '${given}'`);
  return given.replace(/\/$/, '');
}

/** A secret long enough to be one. */
function secret(name: string, value: string | undefined, minLength: number): string | undefined {
  const given = nonEmpty(value)?.trim();
  if (given !== undefined && given.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long`);
  return given;
}

/** SOURCE_MAPS: unset (maps written beside the build, not served) or public. */
function sourceMaps(value: string | undefined): boolean {
  const given = nonEmpty(value)?.trim();
  if (given !== undefined && given !== 'public') throw new Error(`SOURCE_MAPS must be public or unset, got '${given}'`);
  return given === 'public';
}

/** A provider's address: https, or http on this machine only (a local provider in development). */
function providerUrl(name: string, value: string | undefined, fallback: string): string {
  const given = nonEmpty(value)?.trim() ?? fallback;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} must be an https address, got '${given}'`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) throw new Error(`${name} must be an https address (http only on localhost), got '${given}'`);
  return given;
}

/** A provider's client id and secret: both, or neither (the provider is then off). */
function oauthClient(prefix: 'GOOGLE' | 'FACEBOOK', source: NodeJS.ProcessEnv): { clientId: string; clientSecret: string } | undefined {
  const clientId = nonEmpty(source[`${prefix}_CLIENT_ID`])?.trim();
  const clientSecret = nonEmpty(source[`${prefix}_CLIENT_SECRET`])?.trim();
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined) throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  return { clientId, clientSecret };
}

function oauthSettings(source: NodeJS.ProcessEnv): OAuthSettings {
  const google = oauthClient('GOOGLE', source);
  const facebook = oauthClient('FACEBOOK', source);
  return {
    ...(google ? { google: { ...google, issuer: providerUrl('GOOGLE_ISSUER', source.GOOGLE_ISSUER, GOOGLE_ISSUER) } } : {}),
    ...(facebook
      ? {
          facebook: {
            ...facebook,
            authorizationUrl: providerUrl('FACEBOOK_AUTHORIZATION_URL', source.FACEBOOK_AUTHORIZATION_URL, FACEBOOK_ENDPOINTS.authorizationUrl),
            tokenUrl: providerUrl('FACEBOOK_TOKEN_URL', source.FACEBOOK_TOKEN_URL, FACEBOOK_ENDPOINTS.tokenUrl),
            userinfoUrl: providerUrl('FACEBOOK_USERINFO_URL', source.FACEBOOK_USERINFO_URL, FACEBOOK_ENDPOINTS.userinfoUrl),
          },
        }
      : {}),
    timeoutMs: integer('OAUTH_TIMEOUT_MS', source.OAUTH_TIMEOUT_MS, OAUTH_TIMEOUT_MS),
  };
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const site = source.SITE || 'xnews';
  if (!/^[a-z0-9-]+$/.test(site)) throw new Error(`SITE must name a folder of config/sites, got '${site}'`);
  return {
    port: integer('PORT', source.PORT, 3000),
    host: source.HOST || '0.0.0.0',
    site,
    nodeEnv: source.NODE_ENV || 'production',
    databaseUrl: nonEmpty(source.DATABASE_URL),
    dataDir: source.DATA_DIR || join(APP_ROOT, 'data'),
    ingestToken: nonEmpty(source.INGEST_TOKEN),
    seedDemo: source.SEED_DEMO !== 'false',
    logLevel: source.LOG_LEVEL || 'info',
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', source.SHUTDOWN_TIMEOUT_MS, 10_000),
    smtpUrl: nonEmpty(source.SMTP_URL),
    mailFrom: nonEmpty(source.MAIL_FROM)?.trim() ?? 'xnews <no-reply@xnews.com>',
    redisUrl: nonEmpty(source.REDIS_URL),
    smsHttpUrl: nonEmpty(source.SMS_HTTP_URL),
    smsHttpToken: nonEmpty(source.SMS_HTTP_TOKEN),
    smsFrom: nonEmpty(source.SMS_FROM)?.trim(),
    publicOrigin: origin('PUBLIC_ORIGIN', source.PUBLIC_ORIGIN),
    authSecret: secret('AUTH_SECRET', source.AUTH_SECRET, 32),
    role: roleOf(source.ROLE, nonEmpty(source.API_UPSTREAM)),
    apiUpstream: origin('API_UPSTREAM', source.API_UPSTREAM),
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', source.UPSTREAM_TIMEOUT_MS, 15_000),
    publicSourceMaps: sourceMaps(source.SOURCE_MAPS),
    oauth: oauthSettings(source),
  };
}
