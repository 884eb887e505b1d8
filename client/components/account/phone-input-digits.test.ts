import { describe, expect, it } from 'vitest';
import { phoneInputDigits } from './phone-input-digits';

/** Spec §5: the phone input is numeric only; what a phone field keeps of each edit, and its caret. */
describe('a phone field after an edit', () => {
  it('keeps the digits of what was typed, and the caret after the last one', () => {
    expect(phoneInputDigits('', '12ab34')).toEqual({ value: '1234', caret: 4 });
    expect(phoneInputDigits('1234', '1234a')).toEqual({ value: '1234', caret: 4 });
    expect(phoneInputDigits('', 'abc')).toEqual({ value: '', caret: 0 });
  });

  it('leaves the caret where the reader put it when a character typed in the middle is dropped', () => {
    // 12|34, then 'x' typed: the caret was after the x, and stays after the 2.
    expect(phoneInputDigits('1234', '12x34', 3)).toEqual({ value: '1234', caret: 2 });
    // A digit typed there goes in, with the caret after it.
    expect(phoneInputDigits('1234', '12934', 3)).toEqual({ value: '12934', caret: 3 });
    // Backspace and Delete take digits away as ever.
    expect(phoneInputDigits('12934', '1234', 2)).toEqual({ value: '1234', caret: 2 });
  });

  it('drops the spaces, dashes, dots and brackets of a pasted or filled-in number', () => {
    expect(phoneInputDigits('', '(555) 12-34')).toEqual({ value: '5551234', caret: 7 });
    expect(phoneInputDigits('', '555.123.4567')).toEqual({ value: '5551234567', caret: 10 });
    expect(phoneInputDigits('', ' 138 0013 8000\n')).toEqual({ value: '13800138000', caret: 11 });
    // Pasted between digits already there: the caret ends after the pasted digits.
    expect(phoneInputDigits('1299', '12 - 34 99', 7)).toEqual({ value: '123499', caret: 4 });
  });

  it('turns full-width digits, as Chinese and Japanese input methods type them, into ASCII ones', () => {
    expect(phoneInputDigits('', '１３８ ００１３ ８０００')).toEqual({ value: '13800138000', caret: 11 });
    expect(phoneInputDigits('12', '12３', 3)).toEqual({ value: '123', caret: 3 });
  });

  it('drops a supported dial code pasted with its + in front: the field holds the national number', () => {
    expect(phoneInputDigits('', '+1 (555) 12-34')).toEqual({ value: '5551234', caret: 7 });
    expect(phoneInputDigits('', '+8613800138000')).toEqual({ value: '13800138000', caret: 11 });
    expect(phoneInputDigits('', '＋８６ １３８ ００１３ ８０００')).toEqual({ value: '13800138000', caret: 11 });
    expect(phoneInputDigits('99', ' +1 202-555-0100')).toEqual({ value: '2025550100', caret: 10 });
  });

  it('keeps the digits of a dial code it does not take, and of one not at the front', () => {
    expect(phoneInputDigits('', '+33 6 12 34 56 78')).toEqual({ value: '33612345678', caret: 11 });
    expect(phoneInputDigits('12', '12+1 555', 8)).toEqual({ value: '121555', caret: 6 });
    expect(phoneInputDigits('', '1 (555) 12-34')).toEqual({ value: '15551234', caret: 8 });
  });

  it('takes no digit away when a + is typed in front of the number already there', () => {
    expect(phoneInputDigits('15551234', '+15551234', 1)).toEqual({ value: '15551234', caret: 0 });
    expect(phoneInputDigits('8613800138000', '+8613800138000', 1)).toEqual({ value: '8613800138000', caret: 0 });
  });

  it('drops letters, symbols and characters outside the basic plane without losing the caret', () => {
    expect(phoneInputDigits('12', '12😀', 4)).toEqual({ value: '12', caret: 2 });
    expect(phoneInputDigits('', '٣4٥6')).toEqual({ value: '46', caret: 2 });
    expect(phoneInputDigits('', 'tel:+1-202-555-0100')).toEqual({ value: '12025550100', caret: 11 });
  });
});
