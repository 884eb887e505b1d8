import { CONTACT_FIELDS, type ContactField } from '../../../shared/contact-form';
import { postJson } from '../../data/post-json';

/** The contact API (server/api/contact/contact-routes.ts). */
export const CONTACT_PATH = '/api/public/contact';

export interface ContactMessage extends Record<ContactField, string> {
  lang: string;
  /** The honeypot: empty unless a bot filled it. */
  website: string;
}

export type ContactOutcome =
  | { kind: 'sent' }
  /** The fields the API refused. */
  | { kind: 'invalid'; fields: ContactField[] }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

function refusedFields(body: unknown): ContactField[] {
  if (typeof body !== 'object' || body === null) return [];
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  if (error !== 'invalid_contact' || typeof fields !== 'object' || fields === null) return [];
  return CONTACT_FIELDS.filter((field) => Object.hasOwn(fields, field));
}

/** Sends the form (with the anti-forgery header when signed in) and says how it went; it never throws. */
export async function sendContact(message: ContactMessage): Promise<ContactOutcome> {
  const answer = await postJson(CONTACT_PATH, message);
  if (!answer.reached) return { kind: 'failed' };
  if (answer.ok) return { kind: 'sent' };
  if (answer.status === 429) return { kind: 'rate-limited' };
  if (answer.status === 400) {
    const fields = refusedFields(answer.body);
    if (fields.length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'failed' };
}
