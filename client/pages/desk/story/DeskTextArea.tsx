import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from '../../../components/account/AccountField';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled text area with its hint and error tied to it, as AccountField is for an input. */
export function DeskTextArea({ id, label, hint, error, ...area }: TextAreaProps & FieldFrameProps) {
  return <FieldFrame id={id} label={label} hint={hint} error={error} control={(props) => <textarea {...area} {...props} />} />;
}
