import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DeskCallError } from '../desk-call';
import { deskStoryQuery } from './story-query';

/** The last change's outcome: what it did, or why it failed. A new object each time, so the focus moves again. */
export type StoryChangeOutcome = { done: string } | { failed: unknown };

/**
 * One of the story's actions (decision 033): sends the change, reads the story again, and moves
 * the focus to what came of it: the field a 400 names when the form has it (`fieldIdOf`), else
 * the outcome's status or alert, which the section keeps in view whichever form it shows next.
 */
export function useStoryChange(storyId: string, fieldIdOf: (parameter: string) => string | undefined = () => undefined) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<StoryChangeOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The form's own function, new each render: read when an outcome comes, not a reason to move the focus.
  const fieldIds = useRef(fieldIdOf);
  fieldIds.current = fieldIdOf;
  const mutation = useMutation({
    mutationFn: ({ send }: { send: () => Promise<unknown>; done: string }) => send(),
    onSuccess: async (_answer, { done }) => {
      await client.invalidateQueries({ queryKey: deskStoryQuery(storyId).queryKey });
      setOutcome({ done });
    },
    onError: (error) => setOutcome({ failed: error }),
  });

  useEffect(() => {
    if (outcome === null) return;
    const field = 'failed' in outcome ? fieldOf(outcome.failed, fieldIds.current) : undefined;
    (field ? document.getElementById(field) : outcomeRef.current)?.focus();
  }, [outcome]);

  return {
    run: (send: () => Promise<unknown>, done: string) => {
      setOutcome(null);
      mutation.mutate({ send, done });
    },
    sending: mutation.isPending,
    /** What the section says of the last change; a failure shown beside its field is not said twice. */
    notice: outcome !== null && 'failed' in outcome && fieldOf(outcome.failed, fieldIdOf) ? null : outcome,
    outcomeRef,
    /** The error beside a field: the 400 that names it, when the form shows that field. */
    fieldFailure: (parameter: string): DeskCallError | undefined => {
      if (outcome === null || !('failed' in outcome)) return undefined;
      const error = outcome.failed;
      return error instanceof DeskCallError && error.status === 400 && error.parameter === parameter && fieldIdOf(parameter) ? error : undefined;
    },
  };
}

function fieldOf(error: unknown, fieldIdOf: (parameter: string) => string | undefined): string | undefined {
  return error instanceof DeskCallError && error.status === 400 && error.parameter ? fieldIdOf(error.parameter) : undefined;
}

export type StoryChange = ReturnType<typeof useStoryChange>;
