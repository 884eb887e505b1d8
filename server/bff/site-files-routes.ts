import express, { Router } from 'express';
import { isLangCode } from '../../shared/languages';
import { apiNotFound } from '../errors/error-handler';
import { IMMUTABLE_CACHE_CONTROL } from '../http/cache-control';
import type { Site } from '../site/load-site';
import type { TranslationFiles } from './translation-files';

/** The site's files change only with a deploy. */
const UNTIL_A_DEPLOY = 'public, max-age=300';

/**
 * GET /{sitePath}/config.json and /{sitePath}/locales/messages_{lang}.json (spec §7), from the
 * copies read at start. They change only with a deploy, so caches may keep them a while. Also
 * the parts of the translations a page's first load fetches (translation-files.ts), and
 * /favicon.ico: a document without an icon of its own (robots.txt, a feed, a sitemap) makes the
 * browser ask there, and crawlers ask anyway; a 404 would be a console error and log noise each time.
 */
export function siteFilesRoutes(site: Site, translations: TranslationFiles): Router {
  const router = Router();
  const base = `/${site.config.sitePath}`;
  const send = (response: import('express').Response, text: string) =>
    response.type('application/json').set('Cache-Control', UNTIL_A_DEPLOY).send(text);
  router.get(`${base}/config.json`, (_request, response) => {
    send(response, site.files.config);
  });
  router.get(`${base}/locales/:file`, (request, response, next) => {
    const match = /^messages_([a-z]{2})\.json$/.exec(String(request.params.file));
    const lang = match?.[1];
    const text = isLangCode(lang) ? site.files.locales[lang] : undefined;
    if (text === undefined) {
      next();
      return;
    }
    send(response, text);
  });
  router.get(`${base}/locales/:lang/:file`, (request, response, next) => {
    const part = /^([A-Za-z]+)\.json$/.exec(String(request.params.file))?.[1];
    const held = part === undefined ? undefined : translations.file(String(request.params.lang), part);
    if (!held) {
      next();
      return;
    }
    // The address a page names carries the text's hash, and that copy never changes; any other
    // address gets the current text, kept no longer than the whole file.
    const named = request.query.v === held.version;
    response.type('application/json').set('Cache-Control', named ? IMMUTABLE_CACHE_CONTROL : UNTIL_A_DEPLOY).send(held.text);
  });
  router.get('/favicon.ico', (_request, response) => {
    response.set('Cache-Control', UNTIL_A_DEPLOY).redirect(301, `${base}/favicon.png`);
  });
  router.use(base, express.static(site.publicDir, { maxAge: '1d', index: false, fallthrough: true }));
  // The site path holds files, not pages: anything else under it is a missing file.
  router.use(base, apiNotFound);
  return router;
}
