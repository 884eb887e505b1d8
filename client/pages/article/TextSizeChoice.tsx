import { useLocation } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { choicesOf, type ReadingChoice } from '../../../shared/reading-preferences';
import { languageSwitchTarget, readingChoicePath } from '../../../shared/routes';
import type { NewsTranslations } from '../../../shared/translations';
import { useReadingChoice } from '../../components/reading/use-reading-choice';

const LABEL_KEYS = { default: 'textSizeDefault', large: 'textSizeLarge', larger: 'textSizeLarger' } as const satisfies Record<ReadingChoice<'text-size'>, keyof NewsTranslations>;

/**
 * The text size steps of the article's and the brief's toolbars (decision 039): default, large
 * and larger, each drawn in its own size. Plain links to the server's choice route, which sets the
 * cookie and sends the reader back, so they work without JavaScript; with it, the page changes in place.
 */
export function TextSizeChoice({ lang, texts }: { lang: LangCode; texts: NewsTranslations }) {
  const { pathname, search } = useLocation();
  const [current, choose] = useReadingChoice('text-size');
  return (
    <fieldset className="xn-text-size">
      <legend className="xn-text-size__label">{texts.textSize}</legend>
      {choicesOf('text-size').map((choice) => (
        <a
          key={choice}
          className={`xn-text-size__step xn-text-size__step--${choice}`}
          href={readingChoicePath(lang, 'text-size', choice, languageSwitchTarget(pathname, search, lang))}
          aria-current={choice === current ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            choose(choice);
          }}
        >
          {texts[LABEL_KEYS[choice]]}
        </a>
      ))}
    </fieldset>
  );
}
