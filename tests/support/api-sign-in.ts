import type { Express } from 'express';
import request from 'supertest';
import { XSRF_COOKIE } from '../../shared/account-cookies';
import { freshIp, setCookie, type TestUser } from './accounts';

export interface ApiSession {
  /** The session token: as a bearer token, or inside `cookie`. */
  token: string;
  xsrf: string;
  /** The Cookie header of this browser: the session and the anti-forgery cookie. */
  cookie: string;
}

/** Signs a user in through the login API, as one browser (or device) would: each call is a session of its own. */
export async function apiSignIn(app: Express, user: TestUser, password = user.password): Promise<ApiSession> {
  const login = await request(app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password });
  if (login.status !== 200) throw new Error(`login as ${user.email} failed: ${login.status} ${JSON.stringify(login.body)}`);
  const token = setCookie(login, 'access_token')?.value ?? '';
  const xsrf = setCookie(login, XSRF_COOKIE)?.value ?? '';
  return { token, xsrf, cookie: `access_token=${token}; ${XSRF_COOKIE}=${xsrf}` };
}

/** A browser signed in by password: an agent that keeps its cookies, and its anti-forgery token. */
export interface SignedInAgent {
  agent: ReturnType<typeof request.agent>;
  xsrf: string;
  token: string;
  user: TestUser;
}

/** Signs a user in through the login API with an agent that keeps the session's cookies. */
export async function signedInAgent(app: Express, user: TestUser): Promise<SignedInAgent> {
  const agent = request.agent(app);
  const response = await agent.post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`login as ${user.email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, xsrf: setCookie(response, XSRF_COOKIE)?.value ?? '', token: response.body.accessToken as string, user };
}
