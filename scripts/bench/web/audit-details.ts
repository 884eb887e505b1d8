/**
 * Lighthouse's audit details (tables, lists of tables, opportunities) as a few lines of text,
 * so that an audit that lost points says where: which script, which element, which call.
 */

interface Heading {
  key: string | null;
  valueType?: string;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

const oneLine = (text: unknown, max: number) => String(text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** A URL of this site shows as its path; others stay whole. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return /^(127\.0\.0\.1|localhost)$/.test(parsed.hostname) ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

function cell(value: unknown, valueType: string | undefined): string {
  const item = record(value);
  if (item.type === 'node') return oneLine(item.snippet ?? item.nodeLabel, 80);
  if (item.type === 'source-location') return `${shortUrl(String(item.url ?? ''))}:${Number(item.line ?? 0) + 1}:${Number(item.column ?? 0) + 1}`;
  if (item.type === 'url' || valueType === 'url') return shortUrl(String(item.value ?? value ?? ''));
  if (typeof value === 'number') {
    if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`;
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === 'string') return oneLine(value, 100);
  if (item.type === 'text') return oneLine(item.value, 100);
  return '';
}

function tableLines(details: Record<string, unknown>, maxRows: number): string[] {
  const headings = (Array.isArray(details.headings) ? details.headings : []) as Heading[];
  const items = Array.isArray(details.items) ? details.items : [];
  return items.slice(0, maxRows).map((row) =>
    headings
      .filter((heading) => heading.key)
      .map((heading) => cell(record(row)[heading.key ?? ''], heading.valueType))
      .filter((text) => text !== '')
      .join(' · '),
  );
}

export function summarizeDetails(details: unknown, maxRows = 3): string[] {
  const top = record(details);
  if (top.type === 'list' && Array.isArray(top.items)) return top.items.flatMap((item) => summarizeDetails(item, maxRows));
  if (top.type === 'table' || top.type === 'opportunity') return tableLines(top, maxRows).filter((line) => line !== '');
  return [];
}
