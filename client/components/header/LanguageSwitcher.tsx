import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LANG_COOKIE } from '../../../shared/constants';
import { swapLangInPath } from '../../../shared/routes';
import { HREFLANG, LANGUAGE_NAMES, isLangCode, type LangCode } from '../../../shared/languages';
import { writeCookie } from '../../data/browser-cookies';

/**
 * Spec §2: the same page in another language, each named in its own script. A full load,
 * since the new language needs its own translations and head; the cookie makes it the default.
 */
export function LanguageSwitcher({ lang, langs, label }: { lang: LangCode; langs: readonly LangCode[]; label: string }) {
  const { pathname, search, hash } = useLocation();
  const [chosen, setChosen] = useState<LangCode | null>(null);
  // Coming back from the history cache, the page is in its own language again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setChosen(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return (
    <div className="xn-lang">
      <label className="xn-sr-only" htmlFor="xn-lang-select">
        {label}
      </label>
      <select
        id="xn-lang-select"
        value={chosen ?? lang}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLangCode(next) || next === lang) return;
          setChosen(next);
          writeCookie(LANG_COOKIE.name, next, LANG_COOKIE.maxAgeSeconds);
          window.location.assign(swapLangInPath(pathname + search + hash, next));
        }}
      >
        {langs.map((code) => (
          <option key={code} value={code} lang={HREFLANG[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
