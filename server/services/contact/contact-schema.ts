import { z } from 'zod';
import { CONTACT_LIMITS } from '../../../shared/contact-form';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** As sent; the route maps it to a site language. */
  lang: string | undefined;
}

export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'lang';

export type ContactValidation = { ok: true; form: ContactForm } | { ok: false; fields: Partial<Record<ContactField, string>> };

/**
 * A text field: required, trimmed, bounded, with the reader's words for each way it can be wrong.
 * PostgreSQL text cannot hold NUL (U+0000): such a form is refused here rather than failing to
 * be stored, which would tell the sender to try again later.
 */
function text(messages: { required: string; notText: string; tooLong: string; nul: string }, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notText) })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((value) => !value.includes('\u0000'), messages.nul);
}

/** One line: a name or subject with a newline or tab in it is read as spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

export const contactSchema = z.object({
  name: text(
    {
      required: 'Please enter your name.',
      notText: 'Your name must be text.',
      tooLong: `Your name must be at most ${CONTACT_LIMITS.name} characters.`,
      nul: 'Your name must not contain the NUL character (U+0000).',
    },
    CONTACT_LIMITS.name,
  ).transform(oneLine),
  email: text(
    {
      required: 'Please enter your email address.',
      notText: 'Your email address must be text.',
      tooLong: `Your email address must be at most ${CONTACT_LIMITS.email} characters.`,
      nul: 'Your email address must not contain the NUL character (U+0000).',
    },
    CONTACT_LIMITS.email,
  ).pipe(z.email('Please enter a valid email address, such as name@example.com.')),
  subject: text(
    {
      required: 'Please enter a subject.',
      notText: 'The subject must be text.',
      tooLong: `The subject must be at most ${CONTACT_LIMITS.subject} characters.`,
      nul: 'The subject must not contain the NUL character (U+0000).',
    },
    CONTACT_LIMITS.subject,
  ).transform(oneLine),
  message: text(
    {
      required: 'Please enter your message.',
      notText: 'Your message must be text.',
      tooLong: `Your message must be at most ${CONTACT_LIMITS.message.toLocaleString('en')} characters.`,
      nul: 'Your message must not contain the NUL character (U+0000).',
    },
    CONTACT_LIMITS.message,
  ).transform((value) => value.replace(/\r\n?/g, '\n')),
  lang: z
    .string({ error: 'The language must be a code such as en or fr.' })
    .max(CONTACT_LIMITS.lang, 'The language must be a code such as en or fr.')
    .nullish()
    .transform((value) => value ?? undefined),
});

/** The form's fields checked (spec §5: all four required, email an address), one message per field. */
export function validateContact(body: Record<string, unknown>): ContactValidation {
  const parsed = contactSchema.safeParse(body);
  if (parsed.success) return { ok: true, form: parsed.data };
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}
