import { createHash } from 'node:crypto';
import type { QueryKey } from '@tanstack/react-query';
import { isPageSection, translationPartOf, type TranslationPart } from '../../shared/message-sections';
import { translationsQueryOf } from '../../client/data/queries';
import { isLangCode, type LangCode } from '../../shared/languages';
import type { Site } from '../site/load-site';

interface TranslationFile {
  text: string;
  /** A hash of the text: the address a page names carries it, so a browser may keep the file for good. */
  version: string;
}

/**
 * The translations a page's first load needs, as files of their own rather than in the page's
 * inline state (decision 030): every page of a language carried the same 7.4 KB of it, which each
 * uncached render wrote out, and each reader downloaded again with every page. A file is named
 * by a hash of its text, so the browser keeps it for good and fetches it once a language and
 * deploy. Made from the copies read at start, each once, when first asked for.
 */
export interface TranslationFiles {
  /** A part of a language's translations, undefined when the site has no such language or part. */
  file(lang: string, part: string): TranslationFile | undefined;
  /** Where a page's translations query is fetched from (see translationsQueryOf); undefined for any other query. */
  hrefOf(queryKey: QueryKey): string | undefined;
}

export function translationFiles(site: Site): TranslationFiles {
  const made = new Map<string, TranslationFile>();
  const file = (lang: LangCode, part: TranslationPart): TranslationFile => {
    const key = `${lang}/${part}`;
    let held = made.get(key);
    if (!held) {
      const text = JSON.stringify(translationPartOf(site.translations[lang], part));
      held = { text, version: createHash('sha256').update(text).digest('base64url').slice(0, 16) };
      made.set(key, held);
    }
    return held;
  };
  const known = (lang: string): lang is LangCode => isLangCode(lang) && site.config.languageCodes.includes(lang);
  return {
    file: (lang, part) => (known(lang) && (part === 'shell' || isPageSection(part)) ? file(lang, part) : undefined),
    hrefOf(queryKey) {
      const query = translationsQueryOf(queryKey);
      if (!query || !known(query.lang)) return undefined;
      return `/${site.config.sitePath}/locales/${query.lang}/${query.part}.json?v=${file(query.lang, query.part).version}`;
    },
  };
}
