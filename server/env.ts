import { join } from 'node:path';
import type { z } from 'zod';
import { APP_ROOT } from './app-root';
import type { Role } from './app';
import type { OAuthSettings } from './services/oauth/oauth-settings';
import { edgePurgeProblem, type EdgePurgeSettings } from './services/edge/edge-purge-settings';
import { serverSettings, type ServerSettings } from './settings/server-settings';

/** The server's settings, read from the environment once at start (docs/configuration.md). */
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
  /** Bearer token of the operators' API (POST /api/ops/newsletter/send); unset turns it off. */
  opsToken: string | undefined;
  /** Send newsletter editions on the site's schedule. */
  newsletterSchedule: boolean;
  /** Seed the demo set when the database has no stories. */
  seedDemo: boolean;
  /** How many stories that demo set has. */
  demoStories: number;
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
  /** The S3-compatible bucket of the stored images; unset keeps them in dataDir (decision 035). */
  mediaS3Url: string | undefined;
  /** host:port origins the media copier may fetch although they are private or loopback. */
  mediaPrivateHosts: string[];
  /** The edge purged by surrogate key when content changes; unset, there is none (decision 038). */
  edgePurge: EdgePurgeSettings | undefined;
}

/** ROLE unset means web when an upstream is named, else all. */
function roleOf(settings: ServerSettings): Role {
  return settings.ROLE ?? (settings.API_UPSTREAM ? 'web' : 'all');
}

type Rule = (settings: ServerSettings, ctx: z.RefinementCtx) => void;

/** A rule across variables, checked once each of them is valid, so that every problem is told at once. */
function across(names: (keyof ServerSettings)[], rule: Rule): [Rule, { when: (payload: z.core.ParsePayload) => boolean }] {
  const watched = new Set<PropertyKey | undefined>(names);
  return [rule, { when: (payload) => !payload.issues.some((issue) => watched.has(issue.path?.[0])) }];
}

const roleMatchesUpstream = across(['ROLE', 'API_UPSTREAM'], (settings, ctx) => {
  const role = roleOf(settings);
  if (role === 'web' && !settings.API_UPSTREAM) ctx.addIssue({ code: 'custom', message: 'ROLE=web needs API_UPSTREAM: the API instance to proxy to and render from' });
  if (role !== 'web' && settings.API_UPSTREAM) {
    ctx.addIssue({ code: 'custom', message: `API_UPSTREAM is set, so this instance has no API of its own: ROLE must be web (or unset), got '${role}'` });
  }
});

/** A provider's client id and secret: both, or neither (the provider is then off). */
const wholeClient = (prefix: 'GOOGLE' | 'FACEBOOK') =>
  across([`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`], (settings, ctx) => {
    if ((settings[`${prefix}_CLIENT_ID`] === undefined) !== (settings[`${prefix}_CLIENT_SECRET`] === undefined)) {
      ctx.addIssue({ code: 'custom', message: `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together` });
    }
  });

/** An edge named with where it takes purges and, for a CDN, its token; or no edge and neither. */
const wholeEdgePurge = across(['EDGE_PURGE', 'EDGE_PURGE_URL', 'EDGE_PURGE_TOKEN'], (settings, ctx) => {
  const { EDGE_PURGE: kind, EDGE_PURGE_URL: url, EDGE_PURGE_TOKEN: token } = settings;
  const unused = (url ?? token) !== undefined ? 'EDGE_PURGE_URL and EDGE_PURGE_TOKEN need EDGE_PURGE: varnish, fastly or cloudflare' : undefined;
  const problem = kind === undefined ? unused : edgePurgeProblem(kind, url, token);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

function edgePurgeSettings(settings: ServerSettings): EdgePurgeSettings | undefined {
  const { EDGE_PURGE: kind, EDGE_PURGE_URL: url } = settings;
  return kind !== undefined && url !== undefined ? { kind, url: url.replace(/\/$/, ''), token: settings.EDGE_PURGE_TOKEN } : undefined;
}

function client(id: string | undefined, secret: string | undefined): { clientId: string; clientSecret: string } | undefined {
  return id !== undefined && secret !== undefined ? { clientId: id, clientSecret: secret } : undefined;
}

function oauthSettings(settings: ServerSettings): OAuthSettings {
  const google = client(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET);
  const facebook = client(settings.FACEBOOK_CLIENT_ID, settings.FACEBOOK_CLIENT_SECRET);
  return {
    ...(google ? { google: { ...google, issuer: settings.GOOGLE_ISSUER } } : {}),
    ...(facebook
      ? {
          facebook: {
            ...facebook,
            authorizationUrl: settings.FACEBOOK_AUTHORIZATION_URL,
            tokenUrl: settings.FACEBOOK_TOKEN_URL,
            userinfoUrl: settings.FACEBOOK_USERINFO_URL,
          },
        }
      : {}),
    timeoutMs: settings.OAUTH_TIMEOUT_MS,
  };
}

function toEnv(settings: ServerSettings): Env {
  return {
    port: settings.PORT,
    host: settings.HOST,
    site: settings.SITE,
    nodeEnv: settings.NODE_ENV,
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR ?? join(APP_ROOT, 'data'),
    ingestToken: settings.INGEST_TOKEN,
    opsToken: settings.OPS_TOKEN,
    newsletterSchedule: settings.NEWSLETTER_SCHEDULE === 'on',
    seedDemo: settings.SEED_DEMO,
    demoStories: settings.DEMO_STORIES,
    logLevel: settings.LOG_LEVEL,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    redisUrl: settings.REDIS_URL,
    smsHttpUrl: settings.SMS_HTTP_URL,
    smsHttpToken: settings.SMS_HTTP_TOKEN,
    smsFrom: settings.SMS_FROM,
    publicOrigin: settings.PUBLIC_ORIGIN,
    authSecret: settings.AUTH_SECRET,
    role: roleOf(settings),
    apiUpstream: settings.API_UPSTREAM,
    upstreamTimeoutMs: settings.UPSTREAM_TIMEOUT_MS,
    publicSourceMaps: settings.SOURCE_MAPS,
    oauth: oauthSettings(settings),
    mediaS3Url: settings.MEDIA_S3_URL,
    mediaPrivateHosts: settings.MEDIA_PRIVATE_HOSTS,
    edgePurge: edgePurgeSettings(settings),
  };
}

const envSchema = serverSettings
  .superRefine(...roleMatchesUpstream)
  .superRefine(...wholeClient('GOOGLE'))
  .superRefine(...wholeClient('FACEBOOK'))
  .superRefine(...wholeEdgePurge)
  .transform(toEnv);

/** One line per problem: a variable's own name its message, a rule across variables its whole message. */
function problem(issue: z.core.$ZodIssue): string {
  return issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message;
}

/** The settings, or one error naming every variable that is wrong (docs/configuration.md). */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid settings:\n${result.error.issues.map((issue) => `- ${problem(issue)}`).join('\n')}`);
  return result.data;
}
