import { describe, expect, it } from 'vitest';
import { hoursFrom, localInputValue, pinUntil } from './pin-time';

const now = new Date('2026-11-28T12:00:00Z');

describe('a pin’s end', () => {
  it('is read from the datetime-local field in the browser’s time zone', () => {
    const inADay = hoursFrom(now, 24);
    expect(pinUntil(localInputValue(inADay), now)).toBe(inADay.toISOString());
  });

  it('is refused in the past, beyond 7 days, or when it is no time', () => {
    expect(pinUntil(localInputValue(hoursFrom(now, -1)), now)).toBeNull();
    expect(pinUntil(localInputValue(hoursFrom(now, 7 * 24 + 1)), now)).toBeNull();
    expect(pinUntil('', now)).toBeNull();
  });
});
