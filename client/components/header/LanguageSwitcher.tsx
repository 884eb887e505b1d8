import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { languageChoicePath, swapLangInPath } from '../../../shared/routes';
import { HREFLANG, LANGUAGE_NAMES, type LangCode } from '../../../shared/languages';

/**
 * Spec §2: the same page in another language, each named in its own script. Each choice is a
 * plain link to the server's language route (issue 18), which records the choice in the lang
 * cookie and sends the reader on with a full load (the new language needs its own translations and
 * head). A native <details> disclosure, so it opens and works without JavaScript; with it, Esc and
 * a click or focus elsewhere close it as the header's other menus close.
 */
export function LanguageSwitcher({ lang, langs, label }: { lang: LangCode; langs: readonly LangCode[]; label: string }) {
  const { pathname, search } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return undefined;
    const close = (focusToggle: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusToggle) details.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        close(details.contains(document.activeElement));
      }
    };
    const onOutside = (event: Event) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    // Coming back from the history cache, the menu is shut as the page was left.
    const onPageShow = () => close(false);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('click', onOutside);
    document.addEventListener('focusin', onOutside);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onOutside);
      document.removeEventListener('focusin', onOutside);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return (
    <details className="xn-lang" ref={detailsRef}>
      {/* The name holds the visible language, so voice users can say what they see. */}
      <summary className="xn-lang__toggle" aria-label={`${label}: ${LANGUAGE_NAMES[lang]}`}>
        <span lang={HREFLANG[lang]}>{LANGUAGE_NAMES[lang]}</span>
      </summary>
      <ul className="xn-lang__menu">
        {langs.map((code) => (
          <li key={code}>
            <a
              href={languageChoicePath(code, swapLangInPath(pathname + search, code))}
              hrefLang={HREFLANG[code]}
              lang={HREFLANG[code]}
              aria-current={code === lang ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
