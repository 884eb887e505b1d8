import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIES } from '../../shared/account-cookies';
import { TEST_PASSWORD } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * An account form the browser sends itself (pressed before React took the page over) posts, so
 * the password never reaches an address, and is answered with the page again.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const form = `email=reader%40example.com&password=${TEST_PASSWORD}`;

describe('a native post to an account page', () => {
  it.each(['/en/user/login', '/fr/user/signup', '/es/user/reset?token=abc', '/tw/profile'])('%s sends the reader back to the page, 303, reading nothing', async (path) => {
    const response = await request(testApp.app).post(path).type('form').send(form);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(path);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text ?? '').not.toContain(TEST_PASSWORD);
  });

  it('goes back without a return path that leaves the site', async () => {
    const response = await request(testApp.app).post('/en/user/login?redirect=https://evil.example/&lang=en').type('form').send(form);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/en/user/login?lang=en');
  });

  it('is sent back the same for a signed-in reader, without an anti-forgery refusal', async () => {
    const response = await request(testApp.app).post('/en/profile').set('Cookie', `${ACCOUNT_COOKIES.session}=some-session`).type('form').send(form);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/en/profile');
  });

  it('leaves other page posts as they were: not found', async () => {
    const response = await request(testApp.app).post('/en/news/list/world').type('form').send(form);
    expect(response.status).toBe(404);
  });
});
