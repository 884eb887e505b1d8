import type { DeskShellTexts } from '../../../../shared/desk-texts/desk-shell-texts';
import type { DeskStoryTexts } from '../../../../shared/desk-texts/story-texts';
import { useMessageSection } from '../../../data/use-messages';
import { DeskCallError } from '../desk-call';
import { DeskProblem, deskErrorText } from '../DeskProblem';
import type { StoryChange } from './use-story-change';

/** The refusals of the story's actions that say the story changed under the editor's eyes (story-withdrawal.ts, story-pins.ts, upstream-values.ts). */
const STALE = new Set(['already_withdrawn', 'not_withdrawn', 'not_featured', 'not_held', 'nothing_newer', 'not_found']);

/**
 * What came of an action: a status when it was done, an alert saying why when not. Focusable, so
 * that the focus can move here. A session that ended, or one without a second factor, is DeskProblem's.
 */
export function ChangeNotice({ change }: { change: StoryChange }) {
  const { shell, story } = useMessageSection('desk');
  const { notice, outcomeRef } = change;
  if (notice === null) return null;
  if ('done' in notice) {
    return (
      <div ref={outcomeRef} className="xn-account-notice xn-account-notice-success" role="status" tabIndex={-1}>
        {notice.done}
      </div>
    );
  }
  const error = notice.failed;
  const sessionProblem = error instanceof DeskCallError && (error.status === 401 || error.code === 'second_factor_required');
  return (
    <div ref={outcomeRef} className="xn-ds-notice" tabIndex={-1}>
      {sessionProblem ? (
        <DeskProblem error={error} />
      ) : (
        <div className="xn-account-notice xn-account-notice-error" role="alert">
          <p>{refusalText(error, story.refusals, shell)}</p>
          {error instanceof DeskCallError && error.status === 400 ? <p lang="en">{error.message}</p> : null}
        </div>
      )}
    </div>
  );
}

function refusalText(error: unknown, refusals: DeskStoryTexts['refusals'], shell: DeskShellTexts): string {
  if (!(error instanceof DeskCallError)) return shell.failed;
  if (STALE.has(error.code)) return refusals.stale;
  if (error.code === 'unchanged') return refusals.unchanged;
  if (error.code === 'withdrawn') return refusals.withdrawnNotFeatured;
  if (error.code === 'upstream_invalid') return refusals.upstreamInvalid;
  if (error.status === 400) return refusals.invalid;
  return deskErrorText(error, shell);
}
