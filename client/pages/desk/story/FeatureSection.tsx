import { type FormEvent, useState } from 'react';
import type { DeskStory, StoryPin } from '../../../../shared/desk-answers';
import { DESK_API } from '../../../../shared/desk-api';
import { fill } from '../../../../shared/fill-text';
import { LANGUAGE_NAMES, type LangCode } from '../../../../shared/languages';
import { isNewsType } from '../../../../shared/taxonomy';
import { useLang } from '../../../app/use-lang';
import { AccountField, errorId } from '../../../components/account/AccountField';
import { useMessages, useMessageSection } from '../../../data/use-messages';
import { deskSend } from '../desk-call';
import { ChangeNotice } from './ChangeNotice';
import { DEFAULT_PIN_HOURS, hoursFrom, localInputValue, MAX_PIN_HOURS, pinUntil } from './pin-time';
import { deskMoment } from '../desk-moment';
import { useStoryChange } from './use-story-change';

const TRENDING = 'trending';
const featureFieldId = (parameter: string) => (parameter === 'langs' || parameter === 'until' ? `xn-desk-feature-${parameter}` : undefined);

/**
 * Feature the story (decision 033): first on trending or on its category, in the languages
 * chosen, until a time at most 7 days on (24 hours unless told); the pins it has now, with Unpin.
 */
export function FeatureSection({ story, pins }: { story: DeskStory; pins: StoryPin[] }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  const { navigations } = useMessages();
  const change = useStoryChange(story.id, featureFieldId);
  const [list, setList] = useState(TRENDING);
  const [langs, setLangs] = useState<LangCode[]>(() => story.versions.map((version) => version.lang));
  const [until, setUntil] = useState(() => localInputValue(hoursFrom(new Date(), DEFAULT_PIN_HOURS)));
  const [localError, setLocalError] = useState<{ field: 'langs' | 'until'; text: string } | null>(null);
  const listName = (name: string) => (isNewsType(name) ? navigations.header[name] : name);
  const lists = story.type === TRENDING ? [TRENDING] : [TRENDING, story.type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = pinUntil(until, new Date());
    const problem = langs.length === 0 ? { field: 'langs' as const, text: texts.feature.langsRequired } : at === null ? { field: 'until' as const, text: texts.feature.untilInvalid } : null;
    setLocalError(problem);
    if (problem || at === null) {
      document.getElementById(problem?.field === 'langs' ? 'xn-desk-feature-langs' : 'xn-desk-feature-until')?.focus();
      return;
    }
    change.run(() => deskSend('POST', DESK_API.feature(story.id), { list, langs, until: at }), texts.feature.done);
  };
  const errorOf = (field: 'langs' | 'until') => (localError?.field === field ? localError.text : change.fieldFailure(field) ? (field === 'langs' ? texts.feature.langsRequired : texts.feature.untilInvalid) : undefined);
  const langsError = errorOf('langs');

  return (
    <section className="xn-ds-section xn-ds-action" aria-labelledby="xn-desk-feature">
      <h2 id="xn-desk-feature">{texts.feature.title}</h2>
      <ChangeNotice change={change} />
      <h3>{texts.feature.current}</h3>
      {pins.length === 0 ? (
        <p>{texts.feature.none}</p>
      ) : (
        <>
          <ul>
            {pins.map((pin) => (
              <li key={`${pin.list}-${pin.lang}`}>{fill(texts.feature.pin, { list: listName(pin.list), lang: LANGUAGE_NAMES[pin.lang], date: deskMoment(pin.until, lang), name: pin.pinnedBy })}</li>
            ))}
          </ul>
          <button type="button" className="xn-button xn-button-quiet" disabled={change.sending} onClick={() => change.run(() => deskSend('DELETE', DESK_API.feature(story.id)), texts.feature.unpinned)}>
            {texts.feature.unpin}
          </button>
        </>
      )}
      <form className="xn-ds-form" onSubmit={submit} noValidate>
        <p className="xn-field-hint">{texts.feature.explain}</p>
        <fieldset className="xn-ds-choices">
          <legend>{texts.feature.list}</legend>
          {lists.map((one) => (
            <div key={one} className="xn-ds-choice">
              <input type="radio" id={`xn-desk-feature-list-${one}`} name="list" value={one} checked={list === one} onChange={() => setList(one)} />
              <label htmlFor={`xn-desk-feature-list-${one}`}>{listName(one)}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className={langsError ? 'xn-ds-choices xn-field-invalid' : 'xn-ds-choices'} aria-describedby={langsError ? errorId('xn-desk-feature-langs') : undefined}>
          <legend>{texts.feature.langs}</legend>
          {story.versions.map(({ lang: one }, index) => (
            <div key={one} className="xn-ds-choice">
              <input
                type="checkbox"
                // The first box is where the focus goes when no language is chosen.
                id={index === 0 ? 'xn-desk-feature-langs' : `xn-desk-feature-lang-${one}`}
                checked={langs.includes(one)}
                onChange={(event) => {
                  setLocalError(null);
                  setLangs(event.target.checked ? [...langs, one] : langs.filter((other) => other !== one));
                }}
              />
              <label htmlFor={index === 0 ? 'xn-desk-feature-langs' : `xn-desk-feature-lang-${one}`}>{LANGUAGE_NAMES[one]}</label>
            </div>
          ))}
          {langsError ? (
            <p id={errorId('xn-desk-feature-langs')} className="xn-field-error">
              {langsError}
            </p>
          ) : null}
        </fieldset>
        <AccountField
          id="xn-desk-feature-until"
          type="datetime-local"
          label={texts.feature.until}
          hint={texts.feature.untilHint}
          error={errorOf('until')}
          value={until}
          min={localInputValue(new Date())}
          max={localInputValue(hoursFrom(new Date(), MAX_PIN_HOURS))}
          onChange={(event) => {
            setLocalError(null);
            setUntil(event.target.value);
          }}
        />
        <div className="xn-ds-buttons">
          <button type="submit" className="xn-button" disabled={change.sending}>
            {change.sending ? texts.feature.sending : texts.feature.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
