import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormNoticeBox } from './FormNoticeBox';
import type { FormNotice } from './use-account-form';

/** A button beside the submit: it leaves or swaps the form rather than sending it. */
export interface OtherAction {
  label: string;
  onClick(): void;
  /** Held while a request is under way, when leaving would lose what it answers. */
  heldWhileSending?: boolean;
}

/**
 * The frame of every account form: its notice first (where the focus goes after a try), its
 * fields, then the submit, which says it is sending and is disabled meanwhile (spec §4), and
 * any other action. Validation is the form's own (noValidate), in the page's language.
 */
export function AccountForm(props: {
  id?: string;
  label: string;
  /** The part of the form's useAccountForm state the frame shows. */
  form: { sending: boolean; notice: FormNotice | null; noticeRef: RefObject<HTMLDivElement | null> };
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  sendingLabel: string;
  other?: OtherAction;
  children: ReactNode;
}) {
  const { form, other } = props;
  return (
    // POST: a submit that reaches the browser before React does (a slow device) must never put a
    // password into the address; the server sends it back to the page (account-form-fallback.ts).
    <form id={props.id} className="xn-account-form" method="post" noValidate aria-label={props.label} aria-busy={form.sending} onSubmit={props.onSubmit}>
      <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
      {props.children}
      <div className="xn-account-actions">
        <button type="submit" className="xn-button" disabled={form.sending}>
          {form.sending ? props.sendingLabel : props.submitLabel}
        </button>
        {other ? (
          <button type="button" className="xn-button xn-button-quiet" disabled={other.heldWhileSending ? form.sending : undefined} onClick={other.onClick}>
            {other.label}
          </button>
        ) : null}
      </div>
    </form>
  );
}
