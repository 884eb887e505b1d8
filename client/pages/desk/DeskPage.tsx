import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { staffRoleOf } from '../../../shared/desk-answers';
import type { DeskScreen } from '../../../shared/routes';
import { deskPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { useSignInFirst } from '../../components/reader/use-sign-in-first';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DeskAdmission } from './DeskAdmission';
import { DeskMenu } from './DeskMenu';
import { deskScreens } from './desk-screens';
import { deskViewer } from './desk-viewer';
import '../../styles/desk.css';

/**
 * /{lang}/desk and its screens (decision 033): the newsroom's stories, one story's versions and
 * actions, the audit trail, people, the inbox and the newsletter, under one menu. Signed-out
 * visitors never get here (the server sends them to sign in); a reader without a staff role is
 * told the desk is for staff (403 on a full load). Never cached, never indexed.
 */
export default function DeskPage({ screen }: { screen: DeskScreen }) {
  const params = useParams();
  const lang = useLang();
  const { shell } = useMessageSection('desk');
  const { pathname, search } = useLocation();
  const viewer = useQuery(deskViewer);
  useSignInFirst(lang, `${pathname}${search}`);
  if (params.lang !== lang) return <NotFoundPage />;

  const role = staffRoleOf(viewer.data?.roles ?? []);
  let body: ReactNode;
  if (!viewer.data) body = <p className="xn-status" role="status">{shell.loading}</p>;
  else if (role === null) body = <DeskRefused title={shell.forbiddenTitle} text={shell.forbidden} />;
  // People is the admins' alone; an editor is told so rather than shown the API's refusal.
  else if (screen === 'people' && role !== 'admin') body = <DeskRefused title={shell.people} text={shell.adminsOnly} />;
  else {
    const Screen = deskScreens[screen];
    // The menu too waits for the API's admission: a session without a second factor sees the step-up alone.
    body = (
      <DeskAdmission>
        <DeskMenu screen={screen} admin={role === 'admin'} />
        <div className="xn-desk-screen">
          <Screen />
        </div>
      </DeskAdmission>
    );
  }
  return (
    <div className="xn-desk">
      <AccountPageHead path={deskPath(lang)} title={shell.title} description={shell.description} />
      <p className="xn-desk-name">{shell.title}</p>
      {body}
    </div>
  );
}

function DeskRefused({ title, text }: { title: string; text: string }) {
  return (
    <section className="xn-desk-refused" aria-labelledby="xn-desk-refused-heading">
      <h1 id="xn-desk-refused-heading">{title}</h1>
      <p>{text}</p>
    </section>
  );
}
