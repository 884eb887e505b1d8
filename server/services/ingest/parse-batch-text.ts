export type ParsedText = { ok: true; items: unknown[] } | { ok: false; errors: { index: number; reasons: string[] }[] };

/**
 * A batch as text: a JSON array, or NDJSON (one JSON object per line; blank lines are skipped).
 * Every line that is not JSON is reported with its line number.
 */
export function parseBatchText(text: string): ParsedText {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (Array.isArray(value)) return { ok: true, items: value };
    } catch (error) {
      return { ok: false, errors: [{ index: 0, reasons: [`not valid JSON: ${(error as Error).message}`] }] };
    }
  }
  const items: unknown[] = [];
  const errors: { index: number; reasons: string[] }[] = [];
  trimmed.split('\n').forEach((line, lineIndex) => {
    if (line.trim() === '') return;
    try {
      items.push(JSON.parse(line));
    } catch {
      errors.push({ index: items.length + errors.length, reasons: [`line ${lineIndex + 1}: not valid JSON`] });
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}
