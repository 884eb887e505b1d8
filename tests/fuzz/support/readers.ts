import { insertNewUser, type TestUser } from '../../support/accounts';
import { apiSignIn } from '../../support/api-sign-in';
import type { TestApp } from '../../support/test-app';
import type { Endpoint } from './endpoints';

/**
 * A reader signed in through the login API. The fuzzers present the session as a Bearer token:
 * the anti-forgery check applies only to the cookie (decision 008), so every change reaches its
 * route, and a cookie the fuzzer sends cannot stand in for the session by accident.
 */
export interface Reader {
  user: TestUser;
  token: string;
  headers: { Authorization: string };
}

export async function signedInReader(testApp: Pick<TestApp, 'app' | 'db'>): Promise<Reader> {
  const user = await insertNewUser(testApp.db);
  const { token } = await apiSignIn(testApp.app, user);
  return { user, token, headers: { Authorization: `Bearer ${token}` } };
}

/**
 * Readers for one kind of request: the same one for `uses` requests, then a new one. The routes of
 * a reader's own data count per account (5 wrong passwords, 20 changes an hour, 60 passkey calls),
 * and a property that ran into that limit would test the limiter in the route's place.
 */
export function readerSupply(testApp: () => Pick<TestApp, 'app' | 'db'>, uses: number): () => Promise<Reader> {
  let current: Promise<Reader> | undefined;
  let used = 0;
  return () => {
    if (!current || used >= uses) {
      current = signedInReader(testApp());
      used = 0;
    }
    used += 1;
    return current;
  };
}

/**
 * The session headers for a request to an endpoint: none for one that needs none, else a reader
 * of that endpoint's own, renewed as its `signedIn.perReader` says.
 */
export function endpointSessions(testApp: () => Pick<TestApp, 'app' | 'db'>): (endpoint: Endpoint) => Promise<Record<string, string>> {
  const supplies = new Map<string, () => Promise<Reader>>();
  return async (endpoint) => {
    if (!endpoint.signedIn) return {};
    const key = `${endpoint.method} ${endpoint.path}`;
    const supply = supplies.get(key) ?? readerSupply(testApp, endpoint.signedIn.perReader);
    supplies.set(key, supply);
    return (await supply()).headers;
  };
}
