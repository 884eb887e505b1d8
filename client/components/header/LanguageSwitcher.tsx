import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { languageChoicePath, languageSwitchTarget } from '../../../shared/routes';
import { HREFLANG, LANGUAGE_NAMES, type LangCode } from '../../../shared/languages';

/**
 * Spec §2: the same page in another language, each named in its own script. Each choice is a
 * plain link to the server's language route (decision 018), which records the choice in the lang
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
    // One listener for every way the menu closes: Esc (focus back to the toggle when it was
    // inside), a click or focus elsewhere, and a return from the history cache.
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        const hadFocus = details.contains(document.activeElement);
        details.open = false;
        if (hadFocus) details.querySelector('summary')?.focus();
      } else if (event.type === 'pageshow' || !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    const types = ['keydown', 'click', 'focusin', 'pageshow'];
    // Capture for keys, so that the header's own Esc (closing the whole panel) sees it was handled.
    for (const type of types) window.addEventListener(type, close, type === 'keydown');
    return () => {
      for (const type of types) window.removeEventListener(type, close, type === 'keydown');
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
              href={languageChoicePath(code, languageSwitchTarget(pathname, search, code))}
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
