import type { DeskStory } from '../../../../shared/desk-answers';
import { fill } from '../../../../shared/fill-text';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { ChangeNotice } from './ChangeNotice';
import { RestoreForm, restoreFieldId } from './RestoreForm';
import { deskMoment } from '../desk-moment';
import { useStoryChange } from './use-story-change';
import { WithdrawForm, withdrawFieldId } from './WithdrawForm';

/**
 * Withdraw and restore (decision 033): a live story's withdraw form, or a withdrawn story's reason,
 * note and time with its restore form. The outcome stays here when one form gives way to the other.
 */
export function WithdrawalSection({ story }: { story: DeskStory }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  const { withdrawal } = story;
  const change = useStoryChange(story.id, withdrawal ? restoreFieldId : withdrawFieldId);
  return (
    <section className="xn-ds-section xn-ds-action" aria-labelledby="xn-desk-withdrawal">
      <h2 id="xn-desk-withdrawal">{withdrawal ? texts.withdraw.restoreTitle : texts.withdraw.title}</h2>
      <ChangeNotice change={change} />
      {withdrawal ? (
        <>
          <dl className="xn-ds-pairs xn-ds-withdrawn">
            <dt>{texts.withdrawn}</dt>
            <dd>{fill(texts.withdraw.withdrawnOn, { date: deskMoment(withdrawal.at, lang) })}</dd>
            <dt>{texts.withdraw.reason}</dt>
            <dd>{texts.reasons[withdrawal.reason]}</dd>
            <dt>{texts.withdraw.note}</dt>
            <dd>{withdrawal.note}</dd>
          </dl>
          <RestoreForm storyId={story.id} change={change} />
        </>
      ) : (
        <WithdrawForm storyId={story.id} change={change} />
      )}
    </section>
  );
}
