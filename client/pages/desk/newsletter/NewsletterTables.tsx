import type { EditionRow, SubscriberCount } from '../../../../shared/desk-answers';
import type { DeskNewsletterTexts } from '../../../../shared/desk-texts/desk-newsletter-texts';
import type { LangCode } from '../../../../shared/languages';
import { DeskTableRegion } from '../DeskTableRegion';
import { deskMoment } from '../desk-moment';
import { editionStatusName, frequencyName, languageName, subscriberStatusName } from './newsletter-names';

export function SubscribersTable({ subscribers, texts }: { subscribers: SubscriberCount[]; texts: DeskNewsletterTexts }) {
  if (subscribers.length === 0) return <p className="xn-desk-records-muted">{texts.noSubscribers}</p>;
  return (
    <DeskTableRegion id="xn-newsletter-subscribers" caption={texts.subscribersCaption}>
      <thead>
        <tr>
          <th scope="col">{texts.colLanguage}</th>
          <th scope="col">{texts.colFrequency}</th>
          <th scope="col">{texts.colStatus}</th>
          <th scope="col" className="xn-desk-records-number">
            {texts.colCount}
          </th>
        </tr>
      </thead>
      <tbody>
        {subscribers.map((row) => (
          <tr key={`${row.lang}:${row.frequency}:${row.status}`}>
            <td>{languageName(row.lang)}</td>
            <td>{frequencyName(texts, row.frequency)}</td>
            <td>{subscriberStatusName(texts, row.status)}</td>
            <td className="xn-desk-records-number">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </DeskTableRegion>
  );
}

export function EditionsTable({ lang, editions, texts }: { lang: LangCode; editions: EditionRow[]; texts: DeskNewsletterTexts }) {
  if (editions.length === 0) return <p className="xn-desk-records-muted">{texts.noEditions}</p>;
  const counts = [texts.colSent, texts.colSkipped, texts.colFailed, texts.colPending];
  return (
    <DeskTableRegion id="xn-newsletter-editions" caption={texts.editionsCaption}>
      <thead>
        <tr>
          <th scope="col">{texts.colLanguage}</th>
          <th scope="col">{texts.colFrequency}</th>
          <th scope="col">{texts.colPeriod}</th>
          <th scope="col">{texts.colStatus}</th>
          <th scope="col">{texts.colCreated}</th>
          <th scope="col">{texts.colFinished}</th>
          {counts.map((name) => (
            <th key={name} scope="col" className="xn-desk-records-number">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {editions.map((edition) => (
          <tr key={edition.id}>
            <td>{languageName(edition.lang)}</td>
            <td>{frequencyName(texts, edition.frequency)}</td>
            <td>{edition.period}</td>
            <td>{editionStatusName(texts, edition.status)}</td>
            <td>
              <time dateTime={edition.createdAt}>{deskMoment(edition.createdAt, lang)}</time>
            </td>
            <td>{edition.finishedAt === null ? texts.notFinished : <time dateTime={edition.finishedAt}>{deskMoment(edition.finishedAt, lang)}</time>}</td>
            {[edition.sent, edition.skipped, edition.failed, edition.pending].map((count, index) => (
              <td key={counts[index]} className="xn-desk-records-number">
                {count}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DeskTableRegion>
  );
}
