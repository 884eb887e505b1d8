import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** The ids of a field's hint and error, which its input names in aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/**
 * One labelled input of an account form, with its hint and its error tied to it
 * (aria-describedby), so that a screen reader reads them with the field.
 */
export function AccountField({ id, label, hint, error, ...input }: InputProps & { id: string; label: string; hint?: string | undefined; error?: string | undefined }) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'xn-field xn-field-invalid' : 'xn-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId(id)} className="xn-field-hint">
          {hint}
        </p>
      ) : null}
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {error ? (
        <p id={errorId(id)} className="xn-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
