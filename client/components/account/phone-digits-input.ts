import type { ChangeEvent, CompositionEvent } from 'react';
import { phoneInputDigits } from './phone-input-digits';

/**
 * The props of a phone number's input, which holds digits only (spec §5), however they come:
 * typed, pasted, dropped, filled in by the browser or committed by an input method. A numeric
 * keypad on touch screens, and a pattern that marks anything else invalid to the browser.
 *
 * The filtered text is written to the input before React sees it, so React leaves the input
 * alone and the caret stays where the reader put it, instead of jumping to the end. A dropped
 * character is not announced: nothing changed in the field, and an alert per key would be noise.
 */
export function phoneDigitsInput(value: string, onValue: (value: string) => void) {
  const keep = (input: HTMLInputElement) => {
    const edit = phoneInputDigits(value, input.value, input.selectionStart ?? input.value.length);
    if (edit.value !== input.value) {
      input.value = edit.value;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    }
    if (edit.value !== value) onValue(edit.value);
  };
  return {
    value,
    type: 'tel',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    onChange(event: ChangeEvent<HTMLInputElement>) {
      // An input method's text is not the reader's until committed: rewriting it midway would
      // break the composition, so it stands as it is until compositionend.
      if ((event.nativeEvent as InputEvent).isComposing) onValue(event.target.value);
      else keep(event.target);
    },
    onCompositionEnd(event: CompositionEvent<HTMLInputElement>) {
      keep(event.currentTarget);
    },
  } as const;
}
