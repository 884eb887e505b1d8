import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LangCode } from '../../../shared/languages';
import type { ContactTranslations } from '../../../shared/translations';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, sendContact, type ContactField } from './send-contact';

/** Spec §4: editing, submitting, then a success panel or an error panel. */
type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'rate-limited' | 'invalid';

const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };
const fieldId = (field: ContactField) => `xn-contact-${field}`;
const errorId = (field: ContactField) => `xn-contact-${field}-error`;

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The contact form (spec §2, §5): name, email, subject and message, all required, sent to the
 * contact API, which stores and mails it. A honeypot field, hidden from people and from
 * assistive technology, catches the bots that fill every field.
 */
export function ContactForm({ lang, contact }: { lang: LangCode; contact: ContactTranslations }) {
  const [status, setStatus] = useState<Status>('editing');
  const [invalid, setInvalid] = useState<readonly ContactField[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // The button is disabled while sending, so the focus is lost; it goes where the answer is.
  useEffect(() => {
    if (status === 'invalid') {
      const first = invalid[0];
      const element = first ? form.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    } else if (status !== 'editing' && status !== 'sending') {
      panel.current?.focus();
    }
  }, [status, invalid]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const element = event.currentTarget;
    const data = new FormData(element);
    setStatus('sending');
    setInvalid([]);
    const outcome = await sendContact({
      name: text(data, 'name'),
      email: text(data, 'email'),
      subject: text(data, 'subject'),
      message: text(data, 'message'),
      lang,
      website: text(data, 'website'),
    });
    if (outcome.kind === 'sent') {
      element.reset();
      setStatus('sent');
    } else if (outcome.kind === 'invalid') {
      setInvalid(outcome.fields);
      setStatus('invalid');
    } else {
      setStatus(outcome.kind);
    }
  }

  const clear = (field: ContactField) => {
    if (invalid.includes(field)) setInvalid(invalid.filter((other) => other !== field));
  };
  const sending = status === 'sending';
  const labels: Record<ContactField, string> = { name: contact.name, email: contact.email, subject: contact.subject, message: contact.message };

  return (
    <div className="xn-contact-form-wrap">
      {status === 'sent' ? (
        <div ref={panel} className="xn-contact-panel xn-contact-panel-success" role="status" tabIndex={-1}>
          {contact.success}
        </div>
      ) : null}
      {status === 'failed' || status === 'invalid' || status === 'rate-limited' ? (
        <div ref={panel} className="xn-contact-panel xn-contact-panel-error" role="alert" tabIndex={-1}>
          {status === 'rate-limited' ? contact.rateLimited : contact.error}
        </div>
      ) : null}
      {/* method="post" keeps the message out of the address should the form ever be sent without JavaScript. */}
      <form ref={form} className="xn-contact-form" method="post" aria-label={contact.title} aria-busy={sending} onSubmit={submit}>
        {CONTACT_FIELDS.map((field) => {
          const wrong = invalid.includes(field);
          const common = {
            id: fieldId(field),
            name: field,
            required: true,
            maxLength: CONTACT_MAX_LENGTH[field],
            autoComplete: AUTOCOMPLETE[field],
            'aria-invalid': wrong || undefined,
            'aria-describedby': wrong ? errorId(field) : undefined,
            onInput: () => clear(field),
          };
          return (
            <div key={field} className={wrong ? 'xn-field xn-field-invalid' : 'xn-field'}>
              <label htmlFor={fieldId(field)}>{labels[field]}</label>
              {field === 'message' ? <textarea {...common} rows={5} /> : <input {...common} type={field === 'email' ? 'email' : 'text'} />}
              {wrong ? (
                <p id={errorId(field)} className="xn-field-error">
                  {contact.fieldErrors[field]}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* The honeypot: out of sight, out of the tab order and out of the accessibility tree. */}
        <div className="xn-contact-trap" aria-hidden="true">
          <label htmlFor="xn-contact-website">{contact.honeypot}</label>
          <input id="xn-contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className="xn-button xn-contact-submit" disabled={sending}>
          {sending ? contact.sending : contact.submit}
        </button>
      </form>
    </div>
  );
}
