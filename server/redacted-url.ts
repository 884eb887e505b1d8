/** What stands in the logs for every query value. */
export const REDACTED = '[redacted]';

/** Long keys are cut: a key is kept to say what was asked, not to carry data of its own. */
const MAX_KEY_LENGTH = 64;

/**
 * An address as the logs may keep it: its path, and its query's keys with every value replaced,
 * so that reset tokens (?token=) and e-mail addresses (?email=, ?newEmail=) never reach a log.
 * Keys stay as written (repeated ones each time); a pair without '=' may be a value alone
 * (?3f9a…), so it goes whole; a fragment is dropped. Nothing is decoded, so malformed
 * percent-encoding cannot fail it.
 */
export function redactedUrl(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const mark = withoutFragment.indexOf('?');
  if (mark === -1) return withoutFragment;
  const pairs = withoutFragment
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('=')).slice(0, MAX_KEY_LENGTH)}=${REDACTED}` : REDACTED));
  return `${withoutFragment.slice(0, mark)}?${pairs.join('&')}`;
}
