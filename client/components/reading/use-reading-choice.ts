import { useState } from 'react';
import { READING_COOKIE_MAX_AGE_SECONDS, READING_PREFERENCES, readingAttribute, type ReadingChoice, type ReadingPreference } from '../../../shared/reading-preferences';
import { useSite } from '../../app/site-context';
import { writeCookie } from '../../data/browser-cookies';

/** Draws the page with a choice at once: the attribute the server would render, and the cookie it reads on the next pages. */
function applyReadingChoice<P extends ReadingPreference>(preference: P, choice: ReadingChoice<P>): void {
  const { cookie, unchosen } = READING_PREFERENCES[preference];
  const root = document.documentElement;
  if (choice === unchosen) {
    root.removeAttribute(readingAttribute(preference));
    writeCookie(cookie, '', 0);
  } else {
    root.setAttribute(readingAttribute(preference), choice);
    writeCookie(cookie, choice, READING_COOKIE_MAX_AGE_SECONDS);
  }
}

/**
 * A reading preference's current choice, as the server rendered it, and the way to change it in
 * place (decision 039). <html>'s attributes are React's only at hydration: their values from the
 * bootstrap never change, so React leaves what this sets alone on later renders.
 */
export function useReadingChoice<P extends ReadingPreference>(preference: P): readonly [ReadingChoice<P>, (choice: ReadingChoice<P>) => void] {
  const rendered: ReadingChoice<P> = useSite().bootstrap.reading[preference] ?? READING_PREFERENCES[preference].unchosen;
  const [current, setCurrent] = useState(rendered);
  const choose = (choice: ReadingChoice<P>) => {
    applyReadingChoice(preference, choice);
    setCurrent(choice);
  };
  return [current, choose];
}
