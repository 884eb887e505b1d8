import type { Ref } from 'react';
import type { FormNotice } from './use-account-form';

/** The form's message: an alert for a failure, a status for a success; focusable, so the focus can go to it. */
export function FormNoticeBox({ notice, noticeRef }: { notice: FormNotice | null; noticeRef: Ref<HTMLDivElement> }) {
  if (!notice) return null;
  const error = notice.tone === 'error';
  return (
    <div ref={noticeRef} className={`xn-account-notice xn-account-notice-${notice.tone}`} role={error ? 'alert' : 'status'} tabIndex={-1}>
      {notice.text}
    </div>
  );
}
