import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server, type MutableResponse, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import request from 'supertest';
import { expect } from 'vitest';
import type { Express } from 'express';
import type { FacebookSettings, GoogleSettings } from '../../server/services/oauth/oauth-settings';
import { trendingPath } from '../../shared/routes';
import { freshIp } from './accounts';

/** The client ids the local provider hands out: Google's flows get id_tokens, Facebook's do not. */
export const GOOGLE_CLIENT_ID = 'xnews-google-test.apps.example';
export const FACEBOOK_CLIENT_ID = '1234567890-facebook-test';

/** A person at the provider, with OpenID Connect's claim names. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface LocalProvider {
  /** The issuer, on loopback: http://127.0.0.1:port */
  issuer: string;
  /** Settings that make the app's Google sign-in use this provider (discovery, PKCE, id_tokens). */
  google(): GoogleSettings;
  /** Settings that make the app's Facebook sign-in use it as plain OAuth 2.0 with a Graph-like /userinfo. */
  facebook(): FacebookSettings;
  /** Who completes the next sign-ins (the provider approves each at once, as a signed-in user would). */
  signInAs(user: ProviderUser): void;
  /** Changes the next id_token before it is signed (a wrong audience, a wrong nonce). */
  tamperNextIdToken(change: (payload: MutableToken['payload']) => void): void;
  /** Changes the next token endpoint answer (an error status). */
  tamperNextTokenResponse(change: (response: MutableResponse) => void): void;
  /** Changes the next profile answer. */
  tamperNextUserinfo(change: (response: MutableResponse) => void): void;
  stop(): Promise<void>;
}

/** An id_token's claims for a person; the rest (iss, aud, nonce, exp) the provider sets. */
function idTokenClaims(user: ProviderUser): Record<string, unknown> {
  return { ...user };
}

/** The person as Facebook's Graph /me shows them. */
function graphProfile(user: ProviderUser): Record<string, unknown> {
  return {
    id: user.sub,
    name: user.name,
    first_name: user.given_name,
    last_name: user.family_name,
    email: user.email,
    ...(user.email_verified === undefined ? {} : { email_verified: user.email_verified }),
    ...(user.picture ? { picture: { data: { url: user.picture } } } : {}),
  };
}

/**
 * A real OpenID provider on loopback (oauth2-mock-server): discovery, JWKS, an authorization
 * endpoint that approves at once, a token endpoint that checks PKCE and signs id_tokens with the
 * nonce, and /userinfo. It plays Google for GOOGLE_CLIENT_ID, and Facebook (no id_token, a
 * Graph-shaped profile) for FACEBOOK_CLIENT_ID.
 */
export async function startLocalProvider(): Promise<LocalProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The mock names itself localhost; the address it listens on is the one every client can reach.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  let user: ProviderUser = { sub: 'provider-user-1', email: 'someone@example.com', email_verified: true, name: 'Some One' };

  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    // Only the id_token has an audience; the access token is left as it is.
    if ('aud' in token.payload) Object.assign(token.payload, idTokenClaims(user));
  });
  server.service.on('beforeResponse', (response: MutableResponse, incoming: TokenRequestIncomingMessage) => {
    if (incoming.body.client_id === FACEBOOK_CLIENT_ID && typeof response.body === 'object') delete response.body.id_token;
  });
  server.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = graphProfile(user);
  });

  return {
    issuer,
    google: () => ({ clientId: GOOGLE_CLIENT_ID, clientSecret: 'google-test-secret', issuer }),
    facebook: () => ({
      clientId: FACEBOOK_CLIENT_ID,
      clientSecret: 'facebook-test-secret',
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      userinfoUrl: `${issuer}/userinfo?fields=id,name,first_name,last_name,email,picture`,
    }),
    signInAs(next) {
      user = next;
    },
    tamperNextIdToken(change) {
      const once = (token: MutableToken) => {
        if (!('aud' in token.payload)) return;
        server.service.off('beforeTokenSigning', once);
        change(token.payload);
      };
      // After the listener that writes the person's claims, so the change is the last word.
      server.service.on('beforeTokenSigning', once);
    },
    tamperNextTokenResponse(change) {
      server.service.once('beforeResponse', change);
    },
    tamperNextUserinfo(change) {
      server.service.once('beforeUserinfo', change);
    },
    stop: () => server.stop(),
  };
}

/** A server that takes connections and never answers: a provider that hangs. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A loopback address where nothing listens: a provider that is down. */
export async function closedAddress(): Promise<string> {
  const silent = await startSilentServer();
  await silent.close();
  return silent.url;
}

export type Agent = ReturnType<typeof request.agent>;

/** One browser's trip: the start, the provider's redirect back (to PUBLIC_ORIGIN), and our callback's answer. */
export interface SocialTrip {
  agent: Agent;
  start: request.Response;
  /** The address the provider sent the browser back to. */
  callbackUrl: URL;
  callback: request.Response;
}

/** The browser goes to the provider from the start's redirect; the provider approves and answers with its redirect back. */
export async function visitProvider(start: request.Response): Promise<URL> {
  expect(start.status, JSON.stringify(start.body)).toBe(302);
  const atProvider = await fetch(start.headers.location ?? '', { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  return new URL(atProvider.headers.get('location') ?? '');
}

/**
 * A whole sign-in in one browser (a cookie-keeping agent): start, provider, callback. The
 * callback address is on PUBLIC_ORIGIN; its path and query are asked of the app.
 */
export async function signInThroughProvider(app: Express, provider: 'google' | 'facebook', returnPath = trendingPath('en'), agent: Agent = request.agent(app)): Promise<SocialTrip> {
  const start = await agent.get(`/oauth2/authorize/${provider}`).query({ redirect_uri: returnPath }).set('X-Forwarded-For', freshIp());
  const callbackUrl = await visitProvider(start);
  const callback = await agent.get(`${callbackUrl.pathname}${callbackUrl.search}`);
  return { agent, start, callbackUrl, callback };
}
