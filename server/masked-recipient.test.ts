import { describe, expect, it } from 'vitest';
import { maskedRecipient } from './masked-recipient';

describe('maskedRecipient', () => {
  it('keeps an address\'s first character and its domain, and a number\'s last two digits', () => {
    expect(maskedRecipient('alice@example.com')).toBe('a…@example.com');
    expect(maskedRecipient('"odd@name"@mail.example.org')).toBe('"…@mail.example.org');
    expect(maskedRecipient('+14155550100')).toBe('…00');
    expect(maskedRecipient('8613800138000')).toBe('…00');
  });

  it('says nothing of what is too short to hide a part of', () => {
    expect(maskedRecipient('1234')).toBe('…');
    expect(maskedRecipient('')).toBe('…');
    expect(maskedRecipient('@example.com')).toBe('…');
  });
});
