import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DESK_API } from '../../../../shared/desk-api';
import type { DeskNewsletterSent } from '../../../../shared/desk-newsletter-answers';
import type { DeskNewsletterTexts } from '../../../../shared/desk-texts/desk-newsletter-texts';
import { fill } from '../../../../shared/fill-text';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LangCode } from '../../../../shared/languages';
import { LanguageOptions } from '../LanguageOptions';
import { NEWSLETTER_FREQUENCIES, type NewsletterFrequency } from '../../../../shared/newsletter';
import { DeskProblem } from '../DeskProblem';
import { deskSend } from '../desk-call';
import { editionStatusName, languageName } from './newsletter-names';

interface SendRequest {
  frequency: NewsletterFrequency;
  lang: LangCode | '';
}

/** Where the focus goes as the form moves on: the confirming button, back to "send now", or the outcome. */
type Focus = 'confirm' | 'start' | 'outcome' | null;

/**
 * "Send now" (decision 033): a frequency and a language (or every one), a confirmation that says
 * again what will go out, then each edition's outcome, which the API gives once the run is over.
 * Each subscriber gets an edition at most once, however often it is asked (the sender's rule).
 */
export function SendEdition({ texts, newsletterKey }: { texts: DeskNewsletterTexts; newsletterKey: readonly unknown[] }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<SendRequest | null>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const send = useMutation({
    mutationFn: (request: SendRequest) =>
      deskSend<DeskNewsletterSent>('POST', DESK_API.newsletterSend, request.lang === '' ? { frequency: request.frequency } : request),
    onSettled: () => {
      setAsking(null);
      setFocus('outcome');
      void client.invalidateQueries({ queryKey: newsletterKey });
    },
  });
  useEffect(() => {
    if (focus === null) return;
    ({ confirm: confirmRef, start: startRef, outcome: outcomeRef })[focus].current?.focus();
    setFocus(null);
  }, [focus]);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const frequency = NEWSLETTER_FREQUENCIES.find((one) => one === data.get('frequency')) ?? 'daily';
    const lang = LANGUAGE_CODES.find((one) => one === data.get('lang')) ?? '';
    send.reset();
    setAsking({ frequency, lang });
    setFocus('confirm');
  };
  const cancel = () => {
    setAsking(null);
    setFocus('start');
  };

  return (
    <section className="xn-desk-records-send" aria-labelledby="xn-newsletter-send-heading">
      <h2 id="xn-newsletter-send-heading">{texts.sendTitle}</h2>
      <p>{texts.sendIntro}</p>
      <form className="xn-desk-records-filters" onSubmit={ask}>
        <div className="xn-field">
          <label htmlFor="xn-newsletter-frequency">{texts.frequency}</label>
          <select id="xn-newsletter-frequency" name="frequency" disabled={asking !== null}>
            {NEWSLETTER_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {texts.frequencies[frequency]}
              </option>
            ))}
          </select>
        </div>
        <div className="xn-field">
          <label htmlFor="xn-newsletter-lang">{texts.language}</label>
          <select id="xn-newsletter-lang" name="lang" disabled={asking !== null}>
            <LanguageOptions all={texts.allLanguages} />
          </select>
        </div>
        {asking === null && (
          <div className="xn-desk-records-actions">
            <button ref={startRef} type="submit" className="xn-button">
              {texts.send}
            </button>
          </div>
        )}
      </form>
      {asking !== null && (
        <div className="xn-desk-records-confirm">
          <p>{fill(texts.confirm, { frequency: texts.frequencies[asking.frequency], languages: asking.lang === '' ? texts.allLanguages : LANGUAGE_NAMES[asking.lang] })}</p>
          <div className="xn-desk-records-actions">
            <button ref={confirmRef} type="button" className="xn-button" aria-disabled={send.isPending} onClick={() => send.isPending || send.mutate(asking)}>
              {texts.confirmSend}
            </button>
            {!send.isPending && (
              <button type="button" className="xn-button xn-button-quiet" onClick={cancel}>
                {texts.cancel}
              </button>
            )}
          </div>
          {send.isPending && (
            <p className="xn-status" role="status">
              {texts.sending}
            </p>
          )}
        </div>
      )}
      <div ref={outcomeRef} tabIndex={-1} className="xn-desk-records-outcome">
        {send.isError && <DeskProblem error={send.error} />}
        {send.isSuccess && (
          <div role="status">
            <p>{texts.sent}</p>
            <ul>
              {send.data.editions.map((edition) => (
                <li key={`${edition.lang}:${edition.frequency}:${edition.period}`}>
                  {fill(texts.editionOutcome, {
                    language: languageName(edition.lang),
                    status: editionStatusName(texts, edition.status),
                    sent: edition.sent,
                    skipped: edition.skipped,
                    failed: edition.failed,
                    pending: edition.pending,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
