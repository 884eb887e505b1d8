import type { DeskStory, FieldHold } from '../../../../shared/desk-answers';
import { fill } from '../../../../shared/fill-text';
import { isLangCode, LANGUAGE_NAMES } from '../../../../shared/languages';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { ChangeNotice } from './ChangeNotice';
import { HeldField } from './HeldField';
import { deskMoment } from '../desk-moment';
import { useStoryChange } from './use-story-change';

/**
 * What upstream did (decision 033): when the story was first ingested and last updated, each
 * version's last write, and the fields the desk holds, with upstream's newer value beside the
 * desk's for an editor to accept or dismiss.
 */
export function StoryIngest({ story, holds }: { story: DeskStory; holds: FieldHold[] }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  const change = useStoryChange(story.id);
  return (
    <section className="xn-ds-section" aria-labelledby="xn-desk-ingest">
      <h2 id="xn-desk-ingest">{texts.ingest.title}</h2>
      <dl className="xn-ds-pairs">
        <dt>{texts.ingest.ingested}</dt>
        <dd>{deskMoment(story.ingestedAt, lang)}</dd>
        <dt>{texts.ingest.updated}</dt>
        <dd>{deskMoment(story.updatedAt, lang)}</dd>
      </dl>
      <ul>
        {story.versions.map((version) => (
          <li key={version.lang}>{fill(texts.ingest.versionUpdated, { lang: LANGUAGE_NAMES[version.lang], date: deskMoment(version.updatedAt, lang) })}</li>
        ))}
      </ul>
      <h3>{texts.ingest.holds}</h3>
      <ChangeNotice change={change} />
      {holds.length === 0 ? <p>{texts.ingest.noHolds}</p> : null}
      {holds.map((hold) => (
        <HeldField key={`${hold.lang}-${hold.field}`} hold={hold} change={change} language={isLangCode(hold.lang) ? LANGUAGE_NAMES[hold.lang] : texts.ingest.allLanguages} />
      ))}
    </section>
  );
}
