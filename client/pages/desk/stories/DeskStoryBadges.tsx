import type { DeskStoryRow, WithdrawalReason } from '../../../../shared/desk-answers';
import type { DeskStoriesTexts } from '../../../../shared/desk-texts/desk-stories-texts';
import { fill } from '../../../../shared/fill-text';

const REASON_TEXT: Record<WithdrawalReason, keyof DeskStoriesTexts> = {
  legal: 'reasonLegal',
  error: 'reasonError',
  duplicate: 'reasonDuplicate',
  other: 'reasonOther',
};

/** A story's state at a glance: live, or withdrawn and why (decision 033); featured when a list pins it now. */
export function DeskStoryBadges({ story, texts }: { story: DeskStoryRow; texts: DeskStoriesTexts }) {
  return (
    <ul className="xn-desk-badges">
      {story.withdrawal ? (
        <li className="xn-desk-badge xn-desk-badge-withdrawn">{fill(texts.badgeWithdrawn, { reason: texts[REASON_TEXT[story.withdrawal.reason]] })}</li>
      ) : (
        <li className="xn-desk-badge xn-desk-badge-live">{texts.badgeLive}</li>
      )}
      {story.featured && <li className="xn-desk-badge xn-desk-badge-featured">{texts.badgeFeatured}</li>}
    </ul>
  );
}
