import type { OutboxEntry, OutboxQuery } from './read-outbox';

const RULE_WIDTH = 72;

function timestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function heading(entry: OutboxEntry): string {
  const title = `── #${entry.id} · ${entry.channel} · ${entry.kind} · ${entry.lang} · ${timestamp(entry.createdAt)} `;
  return title.padEnd(RULE_WIDTH, '─');
}

function formatEntry(entry: OutboxEntry): string {
  const lines = [heading(entry), `To:       ${entry.recipient}`];
  if (entry.replyTo) lines.push(`Reply-To: ${entry.replyTo}`);
  if (entry.subject !== null) lines.push(`Subject:  ${entry.subject}`);
  for (const [name, value] of Object.entries(entry.headers ?? {})) lines.push(`${name}: ${value}`);
  lines.push('', entry.body.replace(/\r\n/g, '\n').trimEnd());
  if (entry.html) lines.push('', '(an HTML version is stored too)');
  return lines.join('\n');
}

/** The outbox as a terminal reads it: newest first, one block per message, bodies in full. */
export function formatOutbox(entries: readonly OutboxEntry[], query: Partial<OutboxQuery> = {}): string {
  const to = query.to?.trim();
  if (entries.length === 0) return to ? `No message to ${to} in the outbox.` : 'The outbox is empty.';
  const count = entries.length === 1 ? 'the latest message' : `the ${entries.length} latest messages`;
  const title = `Outbox: ${count}${to ? ` to ${to}` : ''}, newest first.`;
  return [title, ...entries.map(formatEntry)].join('\n\n');
}
