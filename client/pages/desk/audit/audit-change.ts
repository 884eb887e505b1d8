/** How long one value may run in the trail's compact before → after; the rest is cut with an ellipsis. */
const SHOWN_MAX = 80;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

/**
 * An entry's change in a line a field: `field: before → after` for each field whose value
 * differs (decision 033: the trail keeps the fields an action changed, as they were and after).
 */
export function changeLines(before: unknown, after: unknown): string[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (!isRecord(before) && !isRecord(after)) return [`${shown(before)} → ${shown(after)}`];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => `${field}: ${shown(was[field])} → ${shown(now[field])}`);
}
