import type { Ref } from 'react';
import { DeskCallError } from '../desk-call';
import { DeskProblem } from '../DeskProblem';
import { PeopleProblem } from './PeopleProblem';
import type { PersonOutcome } from './use-person-change';

/**
 * A change's outcome: a status when done, an alert saying why when refused. Focusable, so the
 * focus can move here. A session that ended or lacks a second factor is DeskProblem's to handle.
 */
export function PersonOutcomeNotice({ outcome, outcomeRef }: { outcome: PersonOutcome | null; outcomeRef: Ref<HTMLDivElement> }) {
  if (outcome === null) return null;
  if ('done' in outcome) {
    return (
      <div ref={outcomeRef} className="xn-account-notice xn-account-notice-success" role="status" tabIndex={-1}>
        {outcome.done}
      </div>
    );
  }
  const error = outcome.failed;
  const session = error instanceof DeskCallError && (error.status === 401 || error.code === 'second_factor_required');
  return (
    <div ref={outcomeRef} className="xn-desk-people-outcome" tabIndex={-1}>
      {session ? <DeskProblem error={error} /> : <PeopleProblem error={error} />}
    </div>
  );
}
