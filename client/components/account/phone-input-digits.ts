import { SUPPORTED_DIAL_CODES } from '../../../shared/account-phone';

/** What a phone field holds after an edit, and where its caret goes. */
export interface DigitsEdit {
  value: string;
  caret: number;
}

/** Full-width ！ to ～ sit this far above ASCII; one code unit each, so positions do not move. */
const FULL_WIDTH_OFFSET = 0xfee0;

/** ０-９ and ＋, as Chinese and Japanese input methods type them, in ASCII. */
function halfWidth(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0B]/g, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET));
}

// Dial codes are prefix-free (E.164), so at most one of these matches.
const LEADING_DIAL_CODE = new RegExp(`^\\s*(?:${SUPPORTED_DIAL_CODES.map((code) => `\\${code}`).join('|')})`);

/** How many code units two strings share at their start, and then at their end without overlapping. */
function sharedEnds(before: string, after: string): { head: number; tail: number } {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  return { head, tail };
}

/**
 * How much of the front of text is a supported dial code with its '+' that this edit brought in
 * whole (a number pasted or filled in as +1 202… or +86 138…): the field holds the national
 * number, and the country is chosen beside it (sign-up) or tried in turn (login). A '+' typed
 * in front of digits already there takes none of them.
 */
function insertedDialCodeLength(previous: string, text: string): number {
  const { head, tail } = sharedEnds(previous, text);
  if (head > 0) return 0;
  const match = LEADING_DIAL_CODE.exec(text.slice(0, text.length - tail));
  return match ? match[0].length : 0;
}

/**
 * A phone field's text after an edit, reduced to the digits 0-9 (spec §5: the phone input is
 * numeric only): typed, pasted, dropped or filled-in letters, spaces, dashes and brackets never
 * stay, full-width digits become ASCII ones, and a pasted leading dial code goes (see above).
 * previous is what the field held before the edit; caret is where the edit left the caret in
 * text, which stays after the same digit it followed.
 */
export function phoneInputDigits(previous: string, text: string, caret: number = text.length): DigitsEdit {
  const ascii = halfWidth(text);
  const skip = insertedDialCodeLength(previous, ascii);
  let value = '';
  let caretAt = 0;
  for (let index = skip; index < ascii.length; index += 1) {
    const char = ascii.charAt(index);
    if (char < '0' || char > '9') continue;
    value += char;
    if (index < caret) caretAt = value.length;
  }
  return { value, caret: caretAt };
}
