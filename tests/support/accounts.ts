import type { BrowserContext } from 'playwright-core';
import type { Response } from 'supertest';
import type { Database } from '../../server/db/database';
import { argon2Hasher } from '../../server/services/passwords/password-hasher';

/** A password that passes every rule (8+ for email, 7 to 50 for phone). */
export const TEST_PASSWORD = 'correct-horse-42';

export interface TestUser {
  userId: string;
  email: string | null;
  /** E.164 */
  phone: string | null;
  password: string;
}

let serial = 0;
/** An address no other test of the run uses. */
export function uniqueEmail(label = 'user'): string {
  serial += 1;
  return `${label}.${process.pid}.${serial}.${Date.now().toString(36)}@example.com`;
}

/**
 * A user as sign-up would leave them, written straight to the database (the Epic Stack's
 * insertNewUser): for tests about login, sessions and roles rather than sign-up itself.
 */
export async function insertNewUser(
  db: Database,
  options: { email?: string | null; phone?: { cdc: '+1' | '+86'; national: string }; password?: string; name?: string; roles?: string[]; lang?: string } = {},
): Promise<TestUser> {
  const email = options.email === undefined ? uniqueEmail() : options.email;
  const password = options.password ?? TEST_PASSWORD;
  const hash = await argon2Hasher().hash(password);
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (name, first_name, last_name, password_hash, roles, lang) VALUES ($1, 'Test', 'User', $2, $3, $4) RETURNING id::text AS id`,
    [options.name ?? 'Test User', hash, options.roles ?? ['user'], options.lang ?? 'en'],
  );
  if (!user) throw new Error('no user inserted');
  if (email) {
    await db.query(`INSERT INTO identities (user_id, provider, provider_id, verified) VALUES ($1, 'email', $2, true)`, [user.id, email.toLowerCase()]);
  }
  const phone = options.phone ? `${options.phone.cdc}${options.phone.national}` : null;
  if (options.phone && phone) {
    await db.query(`INSERT INTO identities (user_id, provider, provider_id, dial_code, verified) VALUES ($1, 'phone', $2, $3, true)`, [user.id, phone, options.phone.cdc]);
  }
  return { userId: user.id, email: email ? email.toLowerCase() : null, phone, password };
}

export interface SetCookie {
  name: string;
  value: string;
  /** Lowercased attribute names, with their values ('' for flags such as HttpOnly). */
  attributes: Record<string, string>;
}

/** The Set-Cookie headers of a response, parsed. */
export function setCookies(response: Response): SetCookie[] {
  const raw = response.headers['set-cookie'] as unknown;
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const cut = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const part of rest) {
      const [key = '', ...value] = part.trim().split('=');
      attributes[key.toLowerCase()] = value.join('=');
    }
    return { name: pair.slice(0, cut).trim(), value: decodeURIComponent(pair.slice(cut + 1).trim()), attributes };
  });
}

export function setCookie(response: Response, name: string): SetCookie | undefined {
  return setCookies(response).find((cookie) => cookie.name === name);
}

/** The code in a mail or text message: the first run of 6 to 8 digits. */
export function codeIn(text: string | undefined): string {
  const match = /\b(\d{6,8})\b/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** The newest outbox message to a recipient (mail or SMS). */
export async function latestOutbox(db: Database, recipient: string): Promise<{ channel: string; body: string; kind: string; lang: string; subject: string | null } | undefined> {
  const [row] = await db.query<{ channel: string; body: string; kind: string; lang: string; subject: string | null }>(
    'SELECT channel, body, kind, lang, subject FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  return row;
}

let lastOctet = 0;
/**
 * A client address of its own (through the trusted proxy), so that one test's rate-limit counts
 * never spill into another's.
 */
export function freshIp(): string {
  lastOctet += 1;
  return `203.0.${Math.floor(lastOctet / 250) % 250}.${(lastOctet % 250) + 1}`;
}

/**
 * Signs a browser in as a user through the login API, on the browser's own cookie jar (the Epic
 * Stack's login()): for tests about what a signed-in reader sees rather than the login form.
 */
export async function signInBrowser(context: BrowserContext, baseUrl: string, user: TestUser, clientIp = freshIp()): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/public/auth/login`, {
    data: { email: user.email, password: user.password },
    headers: { 'X-Forwarded-For': clientIp },
  });
  if (!response.ok()) throw new Error(`login as ${user.email ?? user.phone} failed: ${response.status()} ${await response.text()}`);
}

/** The reset link of a reset mail, on the site under test (the mail links to the public origin). */
export function resetLinkIn(text: string | undefined, baseUrl: string): string {
  const match = /https?:\/\/\S+?(\/[a-z]{2}\/user\/reset\?token=\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return `${baseUrl}${match[1]}`;
}
