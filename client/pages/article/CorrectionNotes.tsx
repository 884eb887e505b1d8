import type { LangCode } from '../../../shared/languages';
import type { StoryCorrectionNote } from '../../../shared/types';
import type { NewsTranslations } from '../../../shared/translations';
import { correctionsPath } from '../../../shared/routes';
import { SiteLink } from '../../components/SiteLink';
import { formatArticleDate } from './article-date';

/**
 * The editors' corrections and clarifications of a story (decision 033), each dated, in the
 * page's language, under the headline of the article and the brief. The note is the desk's plain
 * text, shown as text. They end with a link to every correction of the language, on the
 * corrections page.
 */
export function CorrectionNotes({ notes, lang, texts, allCorrections }: { notes: readonly StoryCorrectionNote[] | undefined; lang: LangCode; texts: NewsTranslations; allCorrections: string }) {
  if (!notes || notes.length === 0) return null;
  return (
    <aside className="xn-corrections" aria-label={texts.correctionsLabel}>
      {notes.map((note) => (
        <p key={`${note.at}-${note.kind}`} className="xn-correction">
          <strong>
            {note.kind === 'correction' ? texts.correctionNote : texts.clarificationNote},{' '}
            <time dateTime={note.at} suppressHydrationWarning>
              {formatArticleDate(Date.parse(note.at) / 1000, lang)}
            </time>
            :
          </strong>{' '}
          {note.note}
        </p>
      ))}
      <p className="xn-corrections-all">
        <SiteLink to={correctionsPath(lang)}>{allCorrections}</SiteLink>
      </p>
    </aside>
  );
}
