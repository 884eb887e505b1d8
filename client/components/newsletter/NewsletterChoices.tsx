import { HREFLANG, LANGUAGE_NAMES, type LangCode } from '../../../shared/languages';
import { accountNewsletterTopics, NEWSLETTER_FREQUENCIES, newsletterTopics, type NewsletterFrequency } from '../../../shared/newsletter';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { useSite } from '../../app/site-context';
import { topicLabel } from './topic-label';

export interface ChoiceValues {
  topics: readonly string[];
  frequency: NewsletterFrequency;
  lang: LangCode;
}

/**
 * The choices of a subscription: the topics as checkboxes, the frequency as radio
 * buttons, and, where asked, the language. Plain named fields (categories, frequency, lang), so
 * a form posts them as they are without JavaScript and a script reads them with FormData. A
 * subscription of an account (withFollowed) may also choose what the account follows.
 */
export function NewsletterChoices({
  idPrefix, values, withLanguage, withFollowed = false,
}: { idPrefix: string; values: ChoiceValues; withLanguage: boolean; withFollowed?: boolean }) {
  const { config } = useSite().bootstrap;
  const { header } = useMessages().navigations;
  const t = useMessageSection('newsletter');
  const topics = withFollowed ? accountNewsletterTopics(config) : newsletterTopics(config);
  return (
    <div className="xn-newsletter-choices">
      <fieldset className="xn-newsletter-topics">
        <legend>{t.topics}</legend>
        {topics.map((topic) => (
          <label key={topic} className="xn-check">
            <input type="checkbox" name="categories" value={topic} defaultChecked={values.topics.includes(topic)} />
            {topicLabel(topic, t, header)}
          </label>
        ))}
      </fieldset>
      <fieldset className="xn-newsletter-frequency">
        <legend>{t.frequency}</legend>
        {NEWSLETTER_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="xn-check">
            <input type="radio" name="frequency" value={frequency} defaultChecked={values.frequency === frequency} />
            {t[frequency]}
          </label>
        ))}
      </fieldset>
      {withLanguage ? (
        <div className="xn-field">
          <label htmlFor={`${idPrefix}-lang`}>{t.language}</label>
          <select id={`${idPrefix}-lang`} name="lang" defaultValue={values.lang}>
            {config.languageCodes.map((code) => (
              <option key={code} value={code} lang={HREFLANG[code]}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

/** What a choices form holds, as the API takes it. */
export function choicesOf(form: HTMLFormElement): { categories: string[]; frequency: string; lang?: string } {
  const data = new FormData(form);
  const lang = data.get('lang');
  return {
    categories: data.getAll('categories').map(String),
    frequency: String(data.get('frequency') ?? 'daily'),
    ...(typeof lang === 'string' ? { lang } : {}),
  };
}
