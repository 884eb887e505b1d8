import { useEffect, useId, useRef } from 'react';
import type { DeskStoryRow } from '../../../../shared/desk-answers';
import type { DeskStoriesTexts } from '../../../../shared/desk-texts/desk-stories-texts';
import { displayName } from '../../../../shared/display-name';
import { HREFLANG, LANGUAGE_NAMES, type LangCode } from '../../../../shared/languages';
import { articlePath, deskStoryPath } from '../../../../shared/routes';
import { SiteLink } from '../../../components/SiteLink';
import { deskMoment } from '../desk-moment';
import { useMessages } from '../../../data/use-messages';
import { DeskTableRegion } from '../DeskTableRegion';
import { DeskStoryBadges } from './DeskStoryBadges';

/** The public article in the page's language when the story has it, else in its first. */
const publicLang = (story: DeskStoryRow, lang: LangCode): LangCode => (story.langs.includes(lang) ? lang : (story.langs[0] ?? lang));

/**
 * The stories as a table with a caption; on a phone its region scrolls sideways, and is focusable
 * so that the keyboard scrolls it too (axe's scrollable-region-focusable). After "More stories",
 * `focusRow` is the first new row, whose title link takes the focus so the keyboard goes on from there.
 */
export function DeskStoriesTable({ lang, stories, texts, focusRow }: { lang: LangCode; stories: DeskStoryRow[]; texts: DeskStoriesTexts; focusRow: number | null }) {
  const { navigations } = useMessages();
  const captionId = useId();
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (focusRow === null) return;
    body.current?.querySelectorAll<HTMLAnchorElement>('.xn-desk-story-link')[focusRow]?.focus();
  }, [focusRow]);
  return (
    <DeskTableRegion id={captionId} caption={texts.caption} className="xn-desk-stories-table">
      <thead>
        <tr>
          <th scope="col">{texts.colTitle}</th>
          <th scope="col">{texts.colCategory}</th>
          <th scope="col">{texts.colLanguages}</th>
          <th scope="col">{texts.colIngested}</th>
          <th scope="col">{texts.colPosted}</th>
          <th scope="col">{texts.colStatus}</th>
          <th scope="col">{texts.colPublic}</th>
        </tr>
      </thead>
      <tbody ref={body}>
        {stories.map((story) => (
          <tr key={story.id}>
            <th scope="row">
              <SiteLink className="xn-desk-story-link" to={deskStoryPath(lang, story.id)}>
                {story.title || story.id}
              </SiteLink>
            </th>
            <td>
              {displayName(story.type, navigations)}
              <span className="xn-desk-subcategory">{displayName(story.subtype, navigations)}</span>
            </td>
            <td>
              <ul className="xn-desk-langs">
                {story.langs.map((code) => (
                  <li key={code} lang={HREFLANG[code]}>
                    {LANGUAGE_NAMES[code]}
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <time dateTime={story.ingestedAt}>{deskMoment(story.ingestedAt, lang)}</time>
            </td>
            <td>
              <time dateTime={new Date(story.postTime * 1000).toISOString()}>{deskMoment(new Date(story.postTime * 1000).toISOString(), lang)}</time>
            </td>
            <td>
              <DeskStoryBadges story={story} texts={texts} />
            </td>
            <td>
              {story.status === 'live' && (
                <SiteLink to={articlePath(publicLang(story, lang), story.title, story.id)}>
                  {texts.publicLink}
                  <span className="xn-sr-only">: {story.title}</span>
                </SiteLink>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DeskTableRegion>
  );
}
