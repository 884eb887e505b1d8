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
