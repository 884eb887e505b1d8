/** How long a pin may last (server/services/desk/story-pins.ts MAX_PIN_DAYS), and how long it lasts unless told. */
export const MAX_PIN_HOURS = 7 * 24;
export const DEFAULT_PIN_HOURS = 24;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local input shows it: the staff member's own time zone, to the minute. */
export function localInputValue(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** A datetime-local value as the instant the API takes, or null when it is no time in the next 7 days. */
export function pinUntil(value: string, now: Date): string | null {
  // Without an offset, a date and time is read in the browser's own time zone (ECMA-262 Date.parse).
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime()) || at <= now || at > hoursFrom(now, MAX_PIN_HOURS)) return null;
  return at.toISOString();
}
