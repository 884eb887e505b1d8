import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { languageChoicePath, languageSwitchTarget } from '../../../shared/routes';
import { HREFLANG, LANGUAGE_NAMES, type LangCode } from '../../../shared/languages';
import { useDisclosureClose } from './use-disclosure-close';

/**
 * Spec §2: the same page in another language, each named in its own script. Each choice is a
 * plain link to the server's language route (decision 018), which records the choice in the lang
 * cookie and sends the reader on with a full load (the new language needs its own translations and
 * head). A native <details> disclosure, so it opens and works without JavaScript.
 */
export function LanguageSwitcher({ lang, langs, label }: { lang: LangCode; langs: readonly LangCode[]; label: string }) {
  const { pathname, search } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useDisclosureClose(detailsRef);

  return (
    <details className="xn-pick xn-lang" ref={detailsRef}>
      {/* The name holds the visible language, so voice users can say what they see. */}
      <summary className="xn-pick__toggle" aria-label={`${label}: ${LANGUAGE_NAMES[lang]}`}>
        <span lang={HREFLANG[lang]}>{LANGUAGE_NAMES[lang]}</span>
      </summary>
      <ul className="xn-pick__menu">
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
