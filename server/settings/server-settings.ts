import { z } from 'zod';
import { FACEBOOK_ENDPOINTS, GOOGLE_ISSUER, OAUTH_TIMEOUT_MS } from '../services/oauth/oauth-settings';
import { parseS3Url } from '../services/media/s3-url';
import { EDGE_KINDS } from '../services/edge/edge-adapter';
import { DEMO_STORY_COUNT } from '../../shared/demo-size';
import { checkedUrl, choice, hostPortList, onWhen, optionalChoice, optionalText, origin, pattern, providerUrl, secret, text, wholeNumber, yesNo } from './setting-types';

/**
 * Every environment variable the server reads, once: its type, default and meaning. readEnv
 * validates them; npm run env:docs writes docs/configuration.md's table and .env.example from them.
 */
export const serverSettings = z.object({
  PORT: wholeNumber(3000, 'port to listen on'),
  HOST: text('0.0.0.0', 'address to listen on'),
  SITE: pattern('xnews', /^[a-z0-9-]+$/, 'name a folder of config/sites', 'which folder of `config/sites/` configures the site'),
  NODE_ENV: text('production', '`development` turns on developer-only pages'),
  DATABASE_URL: optionalText('URL', 'PGlite in `DATA_DIR`', 'a PostgreSQL server, e.g. `postgres://user:pass@host:5432/xnews`'),
  DATA_DIR: optionalText('folder', '`./data` (beside `package.json`)', 'folder of the embedded database'),
  BUILD_DIR: optionalText(
    'folder',
    '`dist`',
    'where `npm run build` writes and the server reads the build; each test run builds into `.test-builds/<pid>` of its own, so that two `npm test` in one checkout leave each other\'s files alone',
  ),
  SEED_DEMO: yesNo(true, 'seed the demo set when the database has no stories; `false` for production'),
  DEMO_STORIES: wholeNumber(DEMO_STORY_COUNT, 'stories in the demo set that `SEED_DEMO` and `npm run seed` write: fewer make a first start quicker on a small machine', 1),
  INGEST_TOKEN: secret('ingest API off', 'bearer token of `POST /api/ingest/news`'),
  OPS_TOKEN: secret('operations API off', 'bearer token of the operators\' API: `POST /api/ops/newsletter/send` sends the current newsletter edition now'),
  NEWSLETTER_SCHEDULE: choice(
    ['on', 'off'],
    'on',
    "`on` sends each language's daily and weekly newsletter at the local hours of the site's `config.json` (`newsletter`); every instance may run it, each subscriber still gets each edition once",
  ),
  LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', 'pino log level'),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000, 'on SIGTERM, how long in-flight requests may take before their connections are closed'),
  SMTP_URL: optionalText(
    'URL',
    'database outbox',
    'SMTP server for outgoing mail, e.g. `smtps://user:pass@mail.example.com:465` (`smtp://…:587` uses STARTTLS). Unset: mail is kept in the `outbox` table and logged without its body; `npm run outbox` prints it',
  ),
  MAIL_FROM: text('xnews <no-reply@xnews.com>', 'sender of every mail'),
  REDIS_URL: optionalText(
    'URL',
    'this process only',
    'Redis shared by every instance: rate limits, cached pages and API answers, and the content changes an ingest announces (decision 013). If it goes down, each instance carries on with its own (logged) and shares again when it is back',
  ),
  SMS_HTTP_URL: optionalText('URL', 'database outbox', "an HTTP SMS provider's send endpoint; unset, texts go to the outbox like mail"),
  SMS_HTTP_TOKEN: secret('no `Authorization` header', "the SMS provider's bearer token"),
  SMS_FROM: optionalText('text', 'none sent', "the SMS provider's sender id, for providers that want one"),
  PUBLIC_ORIGIN: origin(
    "the site's `domainName`",
    'where links in mail point, the social sign-in callback origin (`/oauth2/callback/{provider}`, to register with each provider), and the passkeys\' origin, whose host name is their relying party ID (decision 022: changing it orphans every passkey); `http://localhost:3000` in development',
  ),
  AUTH_SECRET: secret('made once, kept in the database', 'the anti-forgery key, shared by every instance', 32),
  GOOGLE_CLIENT_ID: optionalText('text', 'Google sign-in answers "not configured"', 'Google sign-in client id (with `GOOGLE_CLIENT_SECRET`, both or neither)'),
  GOOGLE_CLIENT_SECRET: secret('Google sign-in answers "not configured"', 'Google sign-in client secret (with `GOOGLE_CLIENT_ID`, both or neither)'),
  GOOGLE_ISSUER: providerUrl(GOOGLE_ISSUER, 'OpenID issuer, discovered'),
  FACEBOOK_CLIENT_ID: optionalText('text', 'Facebook sign-in answers "not configured"', 'Facebook sign-in app id (with `FACEBOOK_CLIENT_SECRET`, both or neither)'),
  FACEBOOK_CLIENT_SECRET: secret('Facebook sign-in answers "not configured"', 'Facebook sign-in app secret (with `FACEBOOK_CLIENT_ID`, both or neither)'),
  FACEBOOK_AUTHORIZATION_URL: providerUrl(FACEBOOK_ENDPOINTS.authorizationUrl, "Facebook Login's authorization endpoint"),
  FACEBOOK_TOKEN_URL: providerUrl(FACEBOOK_ENDPOINTS.tokenUrl, "Facebook Login's token endpoint"),
  FACEBOOK_USERINFO_URL: providerUrl(FACEBOOK_ENDPOINTS.userinfoUrl, "Facebook's endpoint for the signed-in person's profile"),
  OAUTH_TIMEOUT_MS: wholeNumber(OAUTH_TIMEOUT_MS, 'time limit of each request to a sign-in provider'),
  MEDIA_S3_URL: checkedUrl(
    '`DATA_DIR/media`',
    'an S3-compatible bucket every instance shares for the stored images and their variants (decision 035), e.g. `https://KEY:SECRET@s3.eu-west-1.amazonaws.com/xnews-media?region=eu-west-1`, or `http://KEY:SECRET@minio.internal:9000/media/xnews` with a key prefix; addressed path-style, so MinIO, Ceph, R2 and AWS all work. Without credentials in it, the AWS SDK\'s own chain (environment, instance role) signs. Unset: a folder in `DATA_DIR`, which suits one instance',
    parseS3Url,
  ),
  MEDIA_PRIVATE_HOSTS: hostPortList(
    'none: only public addresses are fetched',
    'the image origins on loopback or a private network that stories may name and the media copier may fetch all the same, e.g. an on-premises upstream (`media.internal:8080`); every other private, loopback and link-local address is refused',
  ),
  EDGE_PURGE: optionalChoice(
    EDGE_KINDS,
    'no edge: nothing is purged',
    'the edge cache in front of the instances that every content change is purged at, by surrogate key (decision 038): `varnish` (`deploy/varnish/xnews.vcl`), `fastly` or `cloudflare`. Changes queue their keys in the database, and every instance sends them in batches, retrying until the edge takes them',
  ),
  EDGE_PURGE_URL: optionalText(
    'URL',
    'none (needed with `EDGE_PURGE`)',
    "where purges go: Varnish's listening address, e.g. `http://varnish:6081` (its VCL's ACL must admit this instance); Fastly's service API base, `https://api.fastly.com/service/SERVICE_ID`; or Cloudflare's zone API base, `https://api.cloudflare.com/client/v4/zones/ZONE_ID`",
  ),
  EDGE_PURGE_TOKEN: secret('none: Varnish takes none', 'the API token that may purge, which `fastly` and `cloudflare` need: a Fastly API token with `purge_select`, or a Cloudflare API token with Cache Purge on the zone'),
  ROLE: optionalChoice(
    ['all', 'api', 'web'],
    '`all` (`web` when `API_UPSTREAM` is set)',
    '`all`: pages and API; `api`: the API, health, metrics and crawler files only; `web`: pages and assets, with the API at `API_UPSTREAM`',
  ),
  API_UPSTREAM: origin(
    'the built-in API',
    'an API instance (`ROLE=api`) this web instance proxies `/api`, `/auth`, `/user`, `/oauth2`, sitemaps, RSS and robots.txt to, and renders from over HTTP; it opens no database',
  ),
  UPSTREAM_TIMEOUT_MS: wholeNumber(15_000, 'how long a web instance waits on its upstream before answering 504'),
  SOURCE_MAPS: onWhen(
    'public',
    'not served',
    "`public` serves the client's source maps at `/assets/*.map` and names them in a `SourceMap` header; unset, they are written beside the build (`dist/client/sourcemaps/`) for error reporting and not served, since they hold the whole client source with its comments",
  ),
});

export type ServerSettings = z.output<typeof serverSettings>;
