import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import type { PasskeyList, PasskeyView } from '../../../shared/passkeys';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import type { FormNotice } from '../../components/account/use-account-form';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyItem } from './PasskeyItem';
import { passkeyList } from './passkey-list-query';

/**
 * The profile's passkeys: each with its name and when it was added and last used,
 * renamed or removed in place; and a new one added under a name. @simplewebauthn/browser loads
 * only when one is added.
 */
export function ProfilePasskeys({ lang }: { lang: LangCode }) {
  const t = useMessageSection('passkeys');
  const { common } = useMessages();
  const texts = { passkeys: t, account: useMessageSection('account') };
  const queryClient = useQueryClient();
  const mine = useQuery(passkeyList);
  const [outcome, setOutcome] = useState<FormNotice | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  const report = (tone: FormNotice['tone'], text: string) => setOutcome({ tone, text });
  // The focus goes to each new outcome: the button that caused it may be gone (a removed passkey) or disabled.
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);
  const change = (update: (passkeys: PasskeyView[]) => PasskeyView[]) =>
    queryClient.setQueryData(passkeyList.queryKey, (old: PasskeyList | undefined) => (old ? { passkeys: update(old.passkeys) } : old));
  const failure = (text: string) => report('error', text);

  let body: React.ReactNode;
  if (mine.isError) body = <p className="xn-account-notice xn-account-notice-error" role="alert">{t.loadFailed}</p>;
  else if (!mine.data) body = <p className="xn-status" role="status">{common.loading}</p>;
  else {
    const { passkeys } = mine.data;
    body = (
      <>
        {passkeys.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="xn-passkeys">
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                lang={lang}
                texts={texts}
                onRenamed={(renamed) => {
                  change((list) => list.map((item) => (item.id === renamed.id ? renamed : item)));
                  report('success', fill(t.renamed, { name: renamed.name }));
                }}
                onRemoved={(removed) => {
                  change((list) => list.filter((item) => item.id !== removed.id));
                  report('success', fill(t.removed, { name: removed.name }));
                }}
                onFailure={failure}
              />
            ))}
          </ul>
        )}
        <AddPasskeyForm
          texts={texts}
          count={passkeys.length}
          onAdded={(added) => {
            change((list) => [...list, added]);
            report('success', fill(t.added, { name: added.name }));
          }}
          onFailure={failure}
        />
      </>
    );
  }

  return (
    <section className="xn-profile-passkeys" aria-labelledby="xn-profile-passkeys-heading">
      <h2 id="xn-profile-passkeys-heading">{t.title}</h2>
      <p className="xn-field-hint">{t.intro}</p>
      <FormNoticeBox notice={outcome} noticeRef={notice} />
      {body}
    </section>
  );
}
