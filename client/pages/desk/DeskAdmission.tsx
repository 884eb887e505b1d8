import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DESK_API } from '../../../shared/desk-api';
import { useMessageSection } from '../../data/use-messages';
import { deskGet, deskRetry } from './desk-call';
import { DeskProblem } from './DeskProblem';

/**
 * Whether the desk's API admits this session (decision 033: a staff role, a second factor, not
 * idle), asked once a page load with the smallest read an editor may make. Until it says yes no
 * screen is drawn, so a session without a second factor sees the step-up (SecondFactorNeeded)
 * and nothing of the desk's content, whichever screen it opened.
 */
const deskAdmission = queryOptions({
  queryKey: ['desk-admission'],
  queryFn: async () => {
    await deskGet<unknown>(`${DESK_API.audit}?limit=1`);
    return true;
  },
  retry: deskRetry,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});

export function DeskAdmission({ children }: { children: ReactNode }) {
  const { shell } = useMessageSection('desk');
  const admission = useQuery(deskAdmission);
  if (admission.error) return <DeskProblem error={admission.error} retry={() => void admission.refetch()} />;
  if (!admission.data) return <p className="xn-status" role="status">{shell.loading}</p>;
  return children;
}
