/** One entry of a story's cita text (spec §3): '[n]: url'. */
export interface Citation {
  /** The reference label, '1' for '[1]' and '^2' for '[^2]'. */
  label: string;
  /** The address as written. */
  text: string;
  /** The address when it is one a reader may follow (http or https), else null. */
  url: string | null;
}

const ENTRY = /^\s*\[(\^?[^\]\s]{1,20})\]:\s*(\S.*?)\s*$/;

/** An absolute http(s) address with a host, or null: cita comes from outside and is never trusted. */
export function httpUrl(value: string): string | null {
  if (!/^https?:\/\//i.test(value) || /[\s<>"'`\\]/.test(value)) return null;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The '[n]: url' entries of a cita text, in order, one per line; other lines are ignored. An
 * entry whose address is not http(s) keeps its text but no link.
 */
export function parseCitations(cita: string): Citation[] {
  const citations: Citation[] = [];
  for (const line of cita.split(/\r?\n/)) {
    const match = ENTRY.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const text = match[2].replace(/^<(.*)>$/, '$1');
    citations.push({ label: match[1], text, url: httpUrl(text) });
  }
  return citations;
}
