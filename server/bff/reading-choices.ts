import type { Request } from 'express';
import { chosenValue, READING_PREFERENCE_NAMES, READING_PREFERENCES, type ReadingChoices } from '../../shared/reading-preferences';

/** The reading preferences the reader chose (decision 039), which the page is rendered with. */
export function readingChoicesFor(request: Request): ReadingChoices {
  const choices: ReadingChoices = {};
  for (const preference of READING_PREFERENCE_NAMES) {
    const value = chosenValue(preference, request.cookies?.[READING_PREFERENCES[preference].cookie]);
    if (value) Object.assign(choices, { [preference]: value });
  }
  return choices;
}
