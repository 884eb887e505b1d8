import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SignedInReader } from '../../shared/signed-in-reader';
import type { SiteConfig } from '../../shared/types';
import type { SignedInReaders } from '../services/reader/signed-in-readers';
import { personalPages, signedInReaderOf } from './personal-pages';

const config = { languageCodes: ['en', 'fr'] } as unknown as SiteConfig;
const LIVE = 'live-token';
const reader = { user: { id: '7', name: 'Ada' } } as unknown as SignedInReader;
const readers: SignedInReaders = async (token) => (token === LIVE ? reader : null);

/** The gate before a stand-in renderer that says whom it was handed. */
function appWith(gateReaders: SignedInReaders | undefined) {
  const app = express();
  app.use(cookieParser());
  app.use(personalPages(config, gateReaders));
  app.get('/{*splat}', (_request, response) => {
    response.send(`rendered for ${signedInReaderOf(response)?.user.name ?? 'nobody'}`);
  });
  return app;
}

describe('personalPages', () => {
  it('hands a live session’s reader to the renderer', async () => {
    const response = await request(appWith(readers)).get('/en/saved').set('Cookie', `access_token=${LIVE}`);
    expect(response.text).toBe('rendered for Ada');
  });

  it('sends anyone else to sign in, with the way back', async () => {
    for (const cookie of ['', 'access_token=ended']) {
      const response = await request(appWith(readers)).get('/fr/news/list/foryou').set('Cookie', cookie);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/fr/user/login?return_path=%2Ffr%2Fnews%2Flist%2Fforyou');
    }
  });

  it('leaves other pages, unknown languages and other letter cases alone', async () => {
    for (const path of ['/en/news/list/world', '/de/saved', '/en/SAVED', '/en/profile/deleted']) {
      expect((await request(appWith(readers)).get(path)).text, path).toBe('rendered for nobody');
    }
  });

  // With API_UPSTREAM there is no database to read the session from.
  it('without a way to read sessions, sends only a visitor with no session cookie to sign in', async () => {
    const upstream = appWith(undefined);
    expect((await request(upstream).get('/en/profile')).headers.location).toBe('/en/user/login?return_path=%2Fen%2Fprofile');
    const withCookie = await request(upstream).get('/en/profile').set('Cookie', 'access_token=anything');
    expect(withCookie.text).toBe('rendered for nobody');
  });
});
