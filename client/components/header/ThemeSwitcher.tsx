import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { choicesOf, type ReadingChoice } from '../../../shared/reading-preferences';
import { languageSwitchTarget, readingChoicePath } from '../../../shared/routes';
import type { HeaderTranslations } from '../../../shared/translations';
import { useReadingChoice } from '../reading/use-reading-choice';
import { useDisclosureClose } from './use-disclosure-close';

const LABEL_KEYS = { auto: 'themeAuto', light: 'themeLight', dark: 'themeDark' } as const satisfies Record<ReadingChoice<'theme'>, keyof HeaderTranslations>;

/**
 * The colour scheme choice (decision 039): automatic, light or dark. Each is a plain link to the
 * server's choice route, which sets the cookie and sends the reader back, so it works without
 * JavaScript; with it, the page changes in place and writes the same cookie, without a reload.
 */
export function ThemeSwitcher({ lang, texts }: { lang: LangCode; texts: HeaderTranslations }) {
  // Back to this page with only the parameters a language switch keeps: nothing shown once (an error code) is carried into the links.
  const { pathname, search } = useLocation();
  const [current, choose] = useReadingChoice('theme');
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useDisclosureClose(detailsRef);

  return (
    <details className="xn-pick xn-theme" ref={detailsRef}>
      <summary className="xn-pick__toggle" aria-label={`${texts.theme}: ${texts[LABEL_KEYS[current]]}`}>
        <span className="xn-pick__text">{texts[LABEL_KEYS[current]]}</span>
      </summary>
      <ul className="xn-pick__menu">
        {choicesOf('theme').map((choice) => (
          <li key={choice}>
            <a
              href={readingChoicePath(lang, 'theme', choice, languageSwitchTarget(pathname, search, lang))}
              aria-current={choice === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                choose(choice);
                if (detailsRef.current) detailsRef.current.open = false;
              }}
            >
              {texts[LABEL_KEYS[choice]]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
