import { useEffect, useId, useRef, useState } from 'react';
import { useMessageSection } from '../../../data/use-messages';

interface ConfirmActionProps {
  title: string;
  explain: string;
  start: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * An action that asks first: its button opens a confirmation that says again what will happen,
 * with the confirming button focused, and Cancel gives the focus back to where it was.
 */
export function ConfirmAction({ title, explain, start, confirm, pending, onConfirm }: ConfirmActionProps) {
  const { people: texts } = useMessageSection('desk');
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [moved, setMoved] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved) return;
    (asking ? confirmRef : startRef).current?.focus();
    setMoved(false);
  }, [asking, moved]);
  const ask = (now: boolean) => {
    setAsking(now);
    setMoved(true);
  };
  return (
    <section className="xn-desk-person-action" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p>{explain}</p>
      {asking ? (
        <div className="xn-account-actions">
          <button ref={confirmRef} type="button" className="xn-button xn-button-danger" disabled={pending} onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" className="xn-button xn-button-quiet" disabled={pending} onClick={() => ask(false)}>
            {texts.cancel}
          </button>
        </div>
      ) : (
        <button ref={startRef} type="button" className="xn-button xn-button-danger" onClick={() => ask(true)}>
          {start}
        </button>
      )}
    </section>
  );
}
