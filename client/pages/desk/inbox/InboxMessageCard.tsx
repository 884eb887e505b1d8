import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_API } from '../../../../shared/desk-api';
import type { InboxMessage } from '../../../../shared/desk-answers';
import type { DeskInboxTexts } from '../../../../shared/desk-texts/desk-inbox-texts';
import { fill } from '../../../../shared/fill-text';
import { HREFLANG, isLangCode, LANGUAGE_NAMES, type LangCode } from '../../../../shared/languages';
import { DeskProblem } from '../DeskProblem';
import { deskSend } from '../desk-call';
import { deskMoment } from '../desk-moment';
import { INBOX_KEY, withMessage } from './inbox-pages';

/** The heading of a message, which "show older" focuses when its page comes. */
export const inboxMessageId = (id: string) => `xn-inbox-message-${id}`;

interface InboxMessageCardProps {
  lang: LangCode;
  message: InboxMessage;
  texts: DeskInboxTexts;
  /** Says the outcome of a change in the screen's status region. */
  onMarked: (text: string) => void;
}

/**
 * One contact message: who wrote it (a mailto link), when and in which language, its text as
 * plain text (React escapes it; it is never read as HTML), whether it reached the newsroom's
 * mailbox, and whether someone handled it, with the button that marks it so or not (audited).
 * The message stays where it is once marked, and its button is never disabled (only marked busy),
 * so that the focus stays on it.
 */
export function InboxMessageCard({ lang, message, texts, onMarked }: InboxMessageCardProps) {
  const client = useQueryClient();
  const handled = message.handledAt !== null;
  const mark = useMutation({
    mutationFn: (handle: boolean) => deskSend<InboxMessage>('PATCH', DESK_API.message(message.id), { handled: handle }),
    onSuccess: (changed) => {
      client.setQueriesData({ queryKey: INBOX_KEY }, (data: Parameters<typeof withMessage>[0]) => withMessage(data, changed));
      onMarked(fill(changed.handledAt === null ? texts.markedOpen : texts.markedHandled, { subject: message.subject }));
    },
  });
  const headingId = inboxMessageId(message.id);
  return (
    <article className="xn-desk-records-card" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {message.subject}
      </h2>
      <dl className="xn-desk-records-facts">
        <div>
          <dt>{texts.from}</dt>
          <dd>{message.name}</dd>
        </div>
        <div>
          <dt>{texts.email}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>{texts.received}</dt>
          <dd>
            <time dateTime={message.receivedAt}>{deskMoment(message.receivedAt, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{texts.language}</dt>
          <dd>{isLangCode(message.lang) ? <span lang={HREFLANG[message.lang]}>{LANGUAGE_NAMES[message.lang]}</span> : message.lang}</dd>
        </div>
      </dl>
      <p className="xn-desk-records-message" lang={isLangCode(message.lang) ? HREFLANG[message.lang] : undefined}>
        {message.message}
      </p>
      <p className="xn-desk-records-muted">
        {message.mailed ? texts.mailed : texts.notMailed}
        {message.mailError !== null && ` ${fill(texts.mailError, { error: message.mailError })}`}
      </p>
      <div className="xn-desk-records-handling">
        <p>{message.handledAt === null ? texts.open : fill(texts.handled, { date: deskMoment(message.handledAt, lang), name: message.handledBy ?? '' })}</p>
        <button type="button" className={handled ? 'xn-button xn-button-quiet' : 'xn-button'} aria-disabled={mark.isPending} onClick={() => mark.isPending || mark.mutate(!handled)}>
          {mark.isPending ? texts.saving : handled ? texts.markOpen : texts.markHandled}
        </button>
      </div>
      {mark.isError && <DeskProblem error={mark.error} retry={() => mark.mutate(!handled)} />}
    </article>
  );
}
