import { useState } from 'react';
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
 * and error, and a change handler that keeps the value and clears that field's error.
 */
export function useFieldValues<Field extends string>(
  initial: Record<Field, string>,
  form: { errors: FieldErrors<Field>; clearError(field: Field): void },
  fieldId: (field: Field) => string,
) {
  const [values, setValues] = useState(initial);
  const field = (name: Field): FieldBinding<Field> => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      form.clearError(name);
    },
  });
  return { values, field };
}
