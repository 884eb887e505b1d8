/** A held field's value as text: lists one item a line (outlines, images), anything else as it was sent. */
export function heldValueText(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => String(item)).join('\n');
  if (typeof value === 'string') return value;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
