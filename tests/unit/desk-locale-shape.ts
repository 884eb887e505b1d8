/**
 * The desk section's shape in every translation file (locales.test.ts), one entry per screen's
 * texts: 'string' for a text. locales.test.ts holds it to the DeskTranslations type.
 */
export const DESK_SHAPE = {
  shell: {
    title: 'string', description: 'string', menu: 'string', stories: 'string', audit: 'string', people: 'string', inbox: 'string',
    newsletter: 'string', forbiddenTitle: 'string', forbidden: 'string', adminsOnly: 'string', loading: 'string', failed: 'string',
    networkError: 'string', retry: 'string', rateLimited: 'string', pageExpired: 'string',
  },
  secondFactor: { title: 'string', explain: 'string', profileLink: 'string', withCode: 'string', verify: 'string', verifying: 'string', verified: 'string' },
} as const;
