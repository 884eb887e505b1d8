import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactPostback, type ContactValues } from '../../../shared/contact-form';
import type { LangCode } from '../../../shared/languages';
import { CONTACT_SENT_PARAM, contactPath } from '../../../shared/routes';
import type { ContactTranslations } from '../../../shared/translations';
import { contactPostback } from './contact-form-post';
import { sendContact } from './send-contact';

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
 * The outcome of a post without JavaScript that the server answered with this page, read once:
 * a later visit to the page, by a client navigation, starts with a fresh form.
 */
function useServerPostback(): ContactPostback | null {
  const queryClient = useQueryClient();
  const [postback] = useState(() => queryClient.getQueryData(contactPostback.queryKey) ?? null);
  useEffect(() => {
    queryClient.removeQueries({ queryKey: contactPostback.queryKey, exact: true });
  }, [queryClient]);
  return postback;
}

/**
 * The contact form (spec §2, §5): name, email, subject and message, all required, sent to the
 * contact API, which stores and mails it. A honeypot field, hidden from people and from
 * assistive technology, catches the bots that fill every field.
 *
 * Without JavaScript (or before hydration) the browser posts the same form to the page's own
 * address (contact-form-post.ts); the page then starts in the state the server answered with.
 */
export function ContactForm({ lang, contact }: { lang: LangCode; contact: ContactTranslations }) {
  const postback = useServerPostback();
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<Status>(() => postback?.status ?? (searchParams.get(CONTACT_SENT_PARAM) === '1' ? 'sent' : 'editing'));
  const [invalid, setInvalid] = useState<readonly ContactField[]>(() => postback?.invalid ?? []);
  // What the fields start with: what the server was sent, until a message is sent from here.
  const [typed, setTyped] = useState<ContactValues | null>(() => postback?.values ?? null);
  // A new form after each message sent: empty fields, whatever they started with.
  const [formKey, setFormKey] = useState(0);
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
      setTyped(null);
      setFormKey((key) => key + 1);
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
      {/* Without JavaScript the browser posts it (urlencoded) to the page itself; with it, submit() sends JSON. */}
      <form
        key={formKey}
        ref={form}
        className="xn-contact-form"
        method="post"
        action={contactPath(lang)}
        aria-label={contact.title}
        aria-busy={sending}
        onSubmit={submit}
      >
        {CONTACT_FIELDS.map((field) => {
          const wrong = invalid.includes(field);
          const common = {
            id: fieldId(field),
            name: field,
            required: true,
            maxLength: CONTACT_LIMITS[field],
            autoComplete: AUTOCOMPLETE[field],
            defaultValue: typed?.[field],
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
