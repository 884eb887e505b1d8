import type { TextareaHTMLAttributes } from 'react';
import { errorId, hintId } from '../../../components/account/AccountField';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled text area with its hint and error tied to it, as AccountField does for an input. */
export function DeskTextArea({ id, label, hint, error, ...area }: TextAreaProps & { id: string; label: string; hint?: string | undefined; error?: string | undefined }) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'xn-field xn-field-invalid' : 'xn-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId(id)} className="xn-field-hint">
          {hint}
        </p>
      ) : null}
      <textarea id={id} {...area} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {error ? (
        <p id={errorId(id)} className="xn-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
