import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** The ids of a field's hint and error, which its input names in aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** What a field's control carries so that its label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * A labelled control with its hint and its error tied to it (aria-describedby), so that a screen
 * reader reads them with the field; `control` draws the input, text area or select itself.
 */
export function FieldFrame({ id, label, hint, error, control }: FieldFrameProps & { control: (props: FieldControlProps) => ReactNode }) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'xn-field xn-field-invalid' : 'xn-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId(id)} className="xn-field-hint">
          {hint}
        </p>
      ) : null}
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={errorId(id)} className="xn-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One labelled input of an account form. */
export function AccountField({ id, label, hint, error, ...input }: InputProps & FieldFrameProps) {
  return <FieldFrame id={id} label={label} hint={hint} error={error} control={(props) => <input {...input} {...props} />} />;
}
