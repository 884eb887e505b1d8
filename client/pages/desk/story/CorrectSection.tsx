import { type FormEvent, useState } from 'react';
import { CORRECTABLE_FIELDS, CORRECTION_KINDS, type CorrectableField, type CorrectionKind, type DeskStory, SHARED_FIELDS } from '../../../../shared/desk-answers';
import { DESK_API } from '../../../../shared/desk-api';
import { LANGUAGE_NAMES, type LangCode } from '../../../../shared/languages';
import { AccountField, hintId } from '../../../components/account/AccountField';
import { useMessageSection } from '../../../data/use-messages';
import { deskSend } from '../desk-call';
import { ChangeNotice } from './ChangeNotice';
import { changedFields, type CorrectionDraft, draftOf, isListField } from './correction-draft';
import { DeskTextArea } from './DeskTextArea';
import { useStoryChange } from './use-story-change';

const fieldId = (field: string) => `xn-desk-correct-${field}`;
/** The inputs a 400 can name: the note and every field the ingest's checks may refuse. */
const correctFieldId = (parameter: string) => (parameter === 'note' || (CORRECTABLE_FIELDS as readonly string[]).includes(parameter) ? fieldId(parameter) : undefined);
/** One-line fields; the others are text areas. */
const ONE_LINE: readonly CorrectableField[] = ['title', 'subtype'];

/**
 * Correct one language version (decision 033): a correction or clarification shows its note on
 * the article, a silent fix does not. The fields start as readers see them now; only those
 * changed are sent, and the API's refusal of one is shown beside it.
 */
export function CorrectSection({ story }: { story: DeskStory }) {
  const { story: texts } = useMessageSection('desk');
  const firstLang = story.versions[0]?.lang ?? 'en';
  const [lang, setLang] = useState<LangCode>(firstLang);
  const [kind, setKind] = useState<CorrectionKind>('correction');
  const [note, setNote] = useState('');
  const version = story.versions.find((one) => one.lang === lang) ?? story.versions[0];
  const original = version ? draftOf(story, version) : null;
  const [draft, setDraft] = useState<{ lang: LangCode; values: CorrectionDraft } | null>(null);
  const [localError, setLocalError] = useState<{ field: 'note' | 'title'; text: string } | null>(null);
  const change = useStoryChange(story.id, correctFieldId);
  if (!original) return null;
  // The typed values are this language's until another is chosen, or the story changes under them.
  const values = draft?.lang === lang ? draft.values : original;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(values, original);
    const problem =
      kind !== 'silent' && note.trim() === '' ? { field: 'note' as const, text: texts.correct.noteRequired } : Object.keys(changes).length === 0 ? { field: 'title' as const, text: texts.correct.noChange } : null;
    setLocalError(problem);
    if (problem) {
      document.getElementById(fieldId(problem.field))?.focus();
      return;
    }
    change.run(async () => {
      await deskSend('POST', DESK_API.corrections(story.id), { lang, kind, note: note.trim(), ...changes });
      setDraft(null);
      setNote('');
    }, texts.correct.done);
  };
  const errorOf = (field: string) => {
    if (localError?.field === field) return localError.text;
    const failure = change.fieldFailure(field);
    if (!failure) return undefined;
    return field === 'note' ? texts.correct.noteRequired : `${texts.refusals.invalid} ${failure.message}`;
  };
  const edit = (field: CorrectableField, value: string) => {
    setLocalError(null);
    setDraft({ lang, values: { ...values, [field]: value } });
  };

  return (
    <section className="xn-ds-section xn-ds-action" aria-labelledby="xn-desk-correct">
      <h2 id="xn-desk-correct">{texts.correct.title}</h2>
      <ChangeNotice change={change} />
      <form className="xn-ds-form" onSubmit={submit} noValidate>
        <p className="xn-field-hint">{texts.correct.explain}</p>
        <div className="xn-field">
          <label htmlFor={fieldId('lang')}>{texts.correct.lang}</label>
          <select id={fieldId('lang')} value={lang} onChange={(event) => setLang(event.target.value as LangCode)}>
            {story.versions.map((one) => (
              <option key={one.lang} value={one.lang}>
                {LANGUAGE_NAMES[one.lang]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="xn-ds-choices">
          <legend>{texts.correct.kind}</legend>
          {CORRECTION_KINDS.map((one) => (
            <div key={one} className="xn-ds-choice">
              <input type="radio" id={fieldId(`kind-${one}`)} name="kind" value={one} checked={kind === one} aria-describedby={hintId(fieldId(`kind-${one}`))} onChange={() => setKind(one)} />
              <label htmlFor={fieldId(`kind-${one}`)}>{texts.kinds[one]}</label>
              <p id={hintId(fieldId(`kind-${one}`))} className="xn-field-hint">
                {texts.correct.kindHints[one]}
              </p>
            </div>
          ))}
        </fieldset>
        <DeskTextArea
          id={fieldId('note')}
          label={kind === 'silent' ? texts.correct.recordNote : texts.correct.publicNote}
          error={errorOf('note')}
          value={note}
          required={kind !== 'silent'}
          rows={2}
          onChange={(event) => {
            setLocalError(null);
            setNote(event.target.value);
          }}
        />
        {CORRECTABLE_FIELDS.map((field) => {
          const hint = [isListField(field) ? texts.correct.onePerLine : null, (SHARED_FIELDS as readonly string[]).includes(field) ? texts.correct.shared : null].filter(Boolean).join(' ') || undefined;
          const props = { id: fieldId(field), label: texts.fields[field], hint, error: errorOf(field), value: values[field] };
          return ONE_LINE.includes(field) ? (
            <AccountField key={field} {...props} type="text" onChange={(event) => edit(field, event.target.value)} />
          ) : (
            <DeskTextArea key={field} {...props} rows={field === 'news' ? 10 : 3} onChange={(event) => edit(field, event.target.value)} />
          );
        })}
        <div className="xn-ds-buttons">
          <button type="submit" className="xn-button" disabled={change.sending}>
            {change.sending ? texts.correct.sending : texts.correct.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
