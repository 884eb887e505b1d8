import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { deskInboxPath } from '../../../../shared/routes';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { DeskMore } from '../DeskMore';
import { DeskProblem } from '../DeskProblem';
import { useFocusWhenShown } from '../use-focus-when-shown';
import { InboxMessageCard, inboxMessageId } from './InboxMessageCard';
import { inboxPages } from './inbox-pages';
import '../../../styles/desk-records.css';

/**
 * /{lang}/desk/inbox (decision 033): the contact form's messages, newest first, all of them or
 * (?open=1) only those nobody has handled yet, each marked handled or not from its own button;
 * what a change did is said in the status region above the list.
 */
export function DeskInboxScreen() {
  const lang = useLang();
  const { inbox: texts, shell } = useMessageSection('desk');
  const { search } = useLocation();
  const navigate = useNavigate();
  const open = new URLSearchParams(search).get('open') === '1';
  const pages = useInfiniteQuery(inboxPages(open));
  const [outcome, setOutcome] = useState('');
  const focusWhenShown = useFocusWhenShown();
  const messages = pages.data?.pages.flatMap((page) => page.messages) ?? [];

  let body = null;
  if (pages.isError && !pages.isFetchNextPageError) body = <DeskProblem error={pages.error} retry={() => void pages.refetch()} />;
  else if (pages.isPending) body = <p className="xn-status" role="status">{shell.loading}</p>;
  else if (messages.length === 0) body = <p className="xn-desk-records-muted">{open ? texts.emptyOpen : texts.empty}</p>;
  else {
    body = (
      <>
        {messages.map((message) => (
          <InboxMessageCard key={message.id} lang={lang} message={message} texts={texts} onMarked={setOutcome} />
        ))}
        <DeskMore pages={pages} more={texts.more} loadingMore={texts.loadingMore} onLoaded={(page) => page.messages[0] && focusWhenShown(inboxMessageId(page.messages[0].id))} />
      </>
    );
  }
  return (
    <section className="xn-desk-records" aria-labelledby="xn-inbox-heading">
      <h1 id="xn-inbox-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <label className="xn-desk-records-check">
        <input type="checkbox" checked={open} onChange={(event) => navigate(event.target.checked ? `${deskInboxPath(lang)}?open=1` : deskInboxPath(lang), { replace: true })} />
        {texts.onlyOpen}
      </label>
      <p className="xn-desk-records-outcome" role="status">
        {outcome}
      </p>
      {body}
    </section>
  );
}
