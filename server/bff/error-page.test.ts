import { describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { errorPages } from './error-page';

const site = loadSite('xnews');
const errorPage = errorPages(site);

describe('the page shown when a page cannot be rendered', () => {
  it.each([
    ['/en/news/list/world', 'en', 'Unexpected Application Error!'],
    ['/cn/news/list/world', 'zh-Hans', '应用程序发生意外错误！'],
    ['/tw/news/list/world', 'zh-Hant', '應用程式發生未預期的錯誤！'],
    ['/es/news/list/world', 'es', '¡Error inesperado en la aplicación!'],
    ['/fr/news/list/world', 'fr', 'Erreur inattendue de l’application\u202f!'],
  ])('says so in the language of %s', (path, hreflang, heading) => {
    const lang = path.split('/')[1] as 'en';
    const html = errorPage(path);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<html lang="${hreflang}">`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`<p>${site.translations[lang].common.tryAgainShortly}</p>`);
    expect(html).toContain(`<a href="/${lang}/news/list/trending">`);
  });

  it('follows the reader’s colour scheme and needs no style or script the CSP would refuse', () => {
    const html = errorPage('/fr/search');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('falls back to the site’s first language outside any', () => {
    expect(errorPage('/no-such-language/page')).toContain('<h1>Unexpected Application Error!</h1>');
  });
});
