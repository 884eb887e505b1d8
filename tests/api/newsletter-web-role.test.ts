import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { createLogger } from '../../server/logger';
import { networkHash } from '../../server/services/contact/network-hash';
import { freshIp, uniqueEmail } from '../support/accounts';
import { newsletterLinkIn, storedSubscriber, waitForOutboxMail } from '../support/newsletter';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A web instance whose API runs elsewhere (API_UPSTREAM): the newsletter's form posts and RFC
 * 8058's one click are proxied to the API, and the confirm page confirms through the HTTP API,
 * with the reader's network in the consent record.
 */

let api: TestApp;
let server: Server;
let web: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = await createTestApp({ role: 'api' });
  server = createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  web = createApp({ role: 'web', apiUpstream: upstream, site: api.site, logger: createLogger('silent'), assets: loadAssetManifest() });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('the newsletter through a web instance', () => {
  it('subscribes from the footer form, confirms on the page, and unsubscribes in one click, all via the upstream API', async () => {
    const email = uniqueEmail('nl-web');
    const form = await request(web).post('/api/public/newsletter').set('X-Forwarded-For', freshIp()).set('Accept', 'text/html').type('form').send(`email=${encodeURIComponent(email)}&lang=es`);
    expect([form.status, form.headers.location]).toEqual([303, '/es/newsletter/sent']);
    const link = newsletterLinkIn((await waitForOutboxMail(api.db, email)).body, 'confirm');

    const page = await request(web).get(link).set('X-Forwarded-For', '192.0.2.200');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(api.site.translations.es.newsletter.confirmed);
    // The reader's network, passed on by the web instance, not the web instance's own.
    expect(await storedSubscriber(api.db, email)).toMatchObject({ status: 'confirmed', consent_via: 'double-opt-in', consent_network: networkHash('192.0.2.200') });

    const manage = /href="(\/es\/newsletter\/preferences\?token=[^"]+)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(manage).not.toBe('');
    const unsubscribe = manage.replace('/preferences?', '/unsubscribe?');
    const oneClick = await request(web).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect((await storedSubscriber(api.db, email))?.status).toBe('unsubscribed');
    const shown = await request(web).get(unsubscribe);
    expect(shown.text).toContain(api.site.translations.es.newsletter.unsubscribed);
  });
});
