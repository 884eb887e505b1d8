import type { DeskStory, DeskStoryVersion } from '../../../../shared/desk-answers';
import { fill } from '../../../../shared/fill-text';
import { HREFLANG, LANGUAGE_NAMES } from '../../../../shared/languages';
import { articlePath, briefPath } from '../../../../shared/routes';
import { useLang } from '../../../app/use-lang';
import { withContentKeys } from '../../../components/list-keys';
import { MarkdownBody } from '../../../components/sanitize/MarkdownBody';
import { useMessageSection } from '../../../data/use-messages';
import { SourcesToggle } from '../../article/SourcesToggle';
import { deskMoment } from '../desk-moment';

/**
 * Every language version side by side (columns where the screen is wide, one under another on a
 * phone), each as readers see it: the body through the site's own renderer and sanitiser
 * (MarkdownBody) and the sources as the article lists them (SourcesToggle).
 */
export function StoryVersions({ story }: { story: DeskStory }) {
  const { story: texts } = useMessageSection('desk');
  return (
    <section className="xn-ds-section" aria-labelledby="xn-desk-versions">
      <h2 id="xn-desk-versions">{texts.versions}</h2>
      <div className="xn-ds-versions">
        {story.versions.map((version) => (
          <VersionColumn key={version.lang} id={story.id} live={story.status === 'live'} version={version} />
        ))}
      </div>
    </section>
  );
}

function VersionColumn({ id, live, version }: { id: string; live: boolean; version: DeskStoryVersion }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  const headingId = `xn-desk-version-${version.lang}`;
  return (
    <section className="xn-ds-version" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {LANGUAGE_NAMES[version.lang]} <span className="xn-ds-muted">{fill(texts.versionUpdated, { date: deskMoment(version.updatedAt, lang) })}</span>
      </h3>
      <div lang={HREFLANG[version.lang]}>
        <p className="xn-ds-version-title">{version.title}</p>
        <h4>{texts.summary}</h4>
        <p>{version.summary}</p>
        <h4>{texts.outlines}</h4>
        <ul>
          {withContentKeys(version.outlines, (outline) => outline).map(({ key, item }) => (
            <li key={key}>{item}</li>
          ))}
        </ul>
        <h4>{texts.body}</h4>
        <MarkdownBody markdown={version.news} className="xn-article-body xn-prose" />
        <SourcesToggle cita={version.cita} show={texts.showSources} hide={texts.hideSources} />
      </div>
      {live ? (
        <p className="xn-ds-links">
          <a href={articlePath(version.lang, version.title, id)}>{fill(texts.article, { language: LANGUAGE_NAMES[version.lang] })}</a>
          {' · '}
          <a href={briefPath(version.lang, version.title, id)}>{fill(texts.brief, { language: LANGUAGE_NAMES[version.lang] })}</a>
        </p>
      ) : null}
    </section>
  );
}
