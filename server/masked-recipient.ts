/**
 * A recipient as the logs may keep it: enough to tell deliveries apart and to see which mail
 * provider refused one, never the whole address or number, which would put a person's contact
 * details into every log store. The full message stays in the outbox or the provider's records.
 * 'alice@example.com' → 'a…@example.com', '+14155550100' → '…00'.
 */
export function maskedRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, 1)}…@${to.slice(at + 1)}`;
  const digits = to.replace(/\D/g, '');
  return digits.length > 4 ? `…${digits.slice(-2)}` : '…';
}
