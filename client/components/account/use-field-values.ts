import { useState } from 'react';
import { phoneDigitsInput } from './phone-digits-input';
import type { FieldErrors } from './use-account-form';

/** The props that bind one field to its AccountField. */
export interface FieldBinding<Field extends string> {
  id: string;
  name: Field;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}

/**
 * A form's typed values, and the props that bind each to its AccountField: its id, name, value
 * and error, and a change handler that keeps the value and clears that field's error. A phone
 * number's field (phoneField) keeps digits only, as its input's type and keypad say.
 */
export function useFieldValues<Field extends string>(
  initial: Record<Field, string>,
  form: { errors: FieldErrors<Field>; clearError(field: Field): void },
  fieldId: (field: Field) => string,
) {
  const [values, setValues] = useState(initial);
  const setValue = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearError(name);
  };
  const field = (name: Field): FieldBinding<Field> => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });
  const phoneField = (name: Field) => ({ ...field(name), ...phoneDigitsInput(values[name], (value) => setValue(name, value)) });
  return { values, field, phoneField };
}
