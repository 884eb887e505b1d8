import type { EarlyInput } from './early-input';

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * React keeps a field's value as the server rendered it: on hydration it leaves what the reader
 * typed in the document, but reads none of it, and its next render would write the old value
 * back. So the field is set to the server's value through React's own tracking of it, to the
 * typed one past it (the prototype's setter), and an input event tells React of the change,
 * as a keystroke would.
 */
function handToReact(field: TypedField): void {
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function handChoiceToReact(field: HTMLInputElement): void {
  const chosen = field.checked;
  field.checked = field.defaultChecked;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, chosen);
  // React hears a box's changes by its click event; this one toggles nothing.
  field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** Every field the reader changed before hydration, told to React. */
function handFieldsToReact(): void {
  for (const field of document.querySelectorAll<TypedField | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio button is told by the one chosen; the one left would tell React of a choice undone.
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) handChoiceToReact(field);
    } else if (field.value !== field.defaultValue) handToReact(field);
  }
}

/**
 * Called as the page's content hydrates (HydrationDone, in the commit that hydrates it, before
 * anything renders its fields again): hands the fields to React, then, a task later, once React
 * has rendered their values into the forms' handlers, replays the held clicks and submits in
 * order. Holding goes on until then, so that a tap meanwhile keeps its place after them.
 */
export function replayEarlyInput(early: EarlyInput): void {
  handFieldsToReact();
  setTimeout(() => {
    early.stop();
    for (const input of early.held) {
      if (input.kind === 'click') {
        if (input.button.isConnected) input.button.click();
      } else if (input.form.isConnected) {
        input.form.requestSubmit(input.submitter?.isConnected ? input.submitter : null);
      }
    }
  });
}
