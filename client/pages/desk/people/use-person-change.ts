import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** What came of the last change of an account: the text that says it was done, or why it failed. */
export type PersonOutcome = { done: string } | { failed: unknown };

/**
 * One change of the opened account at a time (PATCH or DELETE /api/desk/people/{id}). Its outcome
 * takes the focus when it comes, so that a keyboard or screen reader user hears it and carries on from there.
 */
export function usePersonChange() {
  const [outcome, setOutcome] = useState<PersonOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const mutation = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onSuccess: (done) => setOutcome({ done }),
    onError: (failed) => setOutcome({ failed }),
  });
  /** Runs a change whose promise gives the text to show when it is done. */
  const run = (action: () => Promise<string>) => {
    setOutcome(null);
    mutation.mutate(action);
  };
  return { outcome, outcomeRef, pending: mutation.isPending, run };
}
