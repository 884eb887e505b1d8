/*
 * The Contact form as both sides see it: its fields and bounds, which the API enforces
 * (server/api/contact/contact-schema.ts) and the page's inputs state as maxLength, and what the
 * server hands the page when it answers a post made without JavaScript (server/bff/contact-form-route.ts).
 */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The most characters each field takes; lang is the code the page sends with them. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5_000, lang: 35 } as const;

/** What was typed, put back into the form so that nothing is lost. */
export type ContactValues = Record<ContactField, string>;

/** A post the server answered with the page: why it was not sent, and what was typed. */
export interface ContactPostback {
  status: 'invalid' | 'rate-limited' | 'failed';
  /** The fields refused, each shown with its message. */
  invalid: ContactField[];
  values: ContactValues;
}

/** The query under which the server puts the postback into the page's dehydrated cache. */
export const CONTACT_POSTBACK_KEY = ['contact-postback'] as const;
