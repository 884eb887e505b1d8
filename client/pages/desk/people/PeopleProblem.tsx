import { useMessageSection } from '../../../data/use-messages';
import { DeskProblem } from '../DeskProblem';
import { peopleRefusal } from './people-refusals';

/** A failed People call: its own refusals by name (last admin, own account, …), everything else as DeskProblem shows it. */
export function PeopleProblem({ error, retry }: { error: unknown; retry?: () => void }) {
  const { people: texts } = useMessageSection('desk');
  const refusal = peopleRefusal(error, texts.refusals);
  if (refusal === undefined) return <DeskProblem error={error} {...(retry ? { retry } : {})} />;
  return (
    <p className="xn-account-notice xn-account-notice-error" role="alert">
      {refusal}
    </p>
  );
}
