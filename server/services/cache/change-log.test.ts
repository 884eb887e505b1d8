import { describe, expect, it } from 'vitest';
import { createChangeLog } from './change-log';

describe('createChangeLog', () => {
  it('stales an answer made before a change of one of its tags, and no other', () => {
    const log = createChangeLog();
    log.record(5, ['list:world']);
    expect(log.changedSince(4, ['list:world', 'story:1'])).toBe(true);
    expect(log.changedSince(5, ['list:world'])).toBe(false);
    expect(log.changedSince(4, ['list:sports'])).toBe(false);
  });

  it('keeps the highest sequence of a tag when announcements arrive out of order', () => {
    const log = createChangeLog();
    log.record(7, ['a']);
    log.record(6, ['a']);
    expect(log.changedSince(6, ['a'])).toBe(true);
  });

  it('stales every answer older than what it forgets: the oldest tags beyond its bound, or a missed stretch', () => {
    const log = createChangeLog(2);
    log.record(1, ['a']);
    log.record(2, ['b']);
    log.record(3, ['c']);
    expect(log.changedSince(0, ['unrelated'])).toBe(true);
    expect(log.changedSince(1, ['unrelated'])).toBe(false);
    expect(log.changedSince(2, ['c'])).toBe(true);
    log.forgetBefore(10);
    expect(log.changedSince(9, ['unrelated'])).toBe(true);
    expect(log.changedSince(10, ['c'])).toBe(false);
  });
});
