import express, { Router } from 'express';
import { isLangCode } from '../../shared/languages';
import { apiNotFound } from '../errors/error-handler';
import type { Site } from '../site/load-site';

/**
 * GET /{sitePath}/config.json and /{sitePath}/locales/messages_{lang}.json (spec §7), from the
 * copies read at start. They change only with a deploy, so caches may keep them a while.
 */
export function siteFilesRoutes(site: Site): Router {
  const router = Router();
  const base = `/${site.config.sitePath}`;
  const send = (response: import('express').Response, text: string) =>
    response.type('application/json').set('Cache-Control', 'public, max-age=300').send(text);
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
  router.use(base, express.static(site.publicDir, { maxAge: '1d', index: false, fallthrough: true }));
  // The site path holds files, not pages: anything else under it is a missing file.
  router.use(base, apiNotFound);
  return router;
}
