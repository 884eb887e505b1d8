/** Longest value a history line shows: the audit screen has the whole entry. */
const SHOWN = 160;

/** An audit entry's before or after, as one readable line: `field: value; …`, long values cut. */
export function changeSummary(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return short(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${short(item)}`)
    .join('; ');
}

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}
