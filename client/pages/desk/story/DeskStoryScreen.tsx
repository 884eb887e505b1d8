import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { fill } from '../../../../shared/fill-text';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { DeskCallError } from '../desk-call';
import { DeskProblem } from '../DeskProblem';
import { CorrectSection } from './CorrectSection';
import { FeatureSection } from './FeatureSection';
import { StoryFacts } from './StoryFacts';
import { StoryHistory } from './StoryHistory';
import { StoryIngest } from './StoryIngest';
import { StoryVersions } from './StoryVersions';
import { WithdrawalSection } from './WithdrawalSection';
import { deskStoryQuery } from './story-query';
import '../../../styles/desk-story.css';

/**
 * /{lang}/desk/stories/{id} (decision 033): one story whole, for an editor to check and act on:
 * its facts and state, every language version side by side as readers see it, what upstream
 * sent and what the desk holds, the desk's actions on it, and its history.
 */
export function DeskStoryScreen() {
  const id = useParams().id ?? '';
  const lang = useLang();
  const { shell, story: texts } = useMessageSection('desk');
  const query = useQuery(deskStoryQuery(id));
  if (query.error) {
    if (query.error instanceof DeskCallError && query.error.status === 404) {
      return (
        <section className="xn-ds" aria-labelledby="xn-desk-story-title">
          <h1 id="xn-desk-story-title">{fill(texts.storyId, { id })}</h1>
          <p role="alert">{texts.notFound}</p>
        </section>
      );
    }
    return (
      <section className="xn-ds">
        <h1>{fill(texts.storyId, { id })}</h1>
        <DeskProblem error={query.error} retry={() => void query.refetch()} />
      </section>
    );
  }
  if (!query.data) return <p className="xn-status" role="status">{shell.loading}</p>;
  const { story, pins, holds, history } = query.data;
  const title = (story.versions.find((version) => version.lang === lang) ?? story.versions[0])?.title ?? id;
  return (
    <article className="xn-ds" aria-labelledby="xn-desk-story-title">
      <p className="xn-ds-id">{fill(texts.storyId, { id: story.id })}</p>
      <h1 id="xn-desk-story-title">{title}</h1>
      <StoryFacts story={story} />
      <WithdrawalSection story={story} />
      <StoryVersions story={story} />
      <StoryIngest story={story} holds={holds} />
      <CorrectSection story={story} />
      <FeatureSection story={story} pins={pins} />
      <StoryHistory storyId={story.id} history={history} />
    </article>
  );
}
