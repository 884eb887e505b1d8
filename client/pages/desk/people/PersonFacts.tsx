import type { DeskPerson } from '../../../../shared/desk-answers';
import type { DeskPeopleTexts } from '../../../../shared/desk-texts/people-texts';
import { fill } from '../../../../shared/fill-text';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { deskMoment } from '../desk-moment';

const methodName = (method: string, names: DeskPeopleTexts['methodNames']) => (Object.hasOwn(names, method) ? names[method as keyof typeof names] : method);

/** What the desk knows of an account, term by term: masked addresses in the list, whole ones once it is opened. */
export function PersonFacts({ person }: { person: DeskPerson }) {
  const lang = useLang();
  const { people: texts } = useMessageSection('desk');
  const rows: [string, string][] = [
    [texts.email, person.email ?? texts.noAddress],
    [texts.phone, person.phone ?? texts.noAddress],
    [texts.roles, person.roles.map((role) => texts.roleNames[role]).join(', ')],
    [texts.methods, person.methods.map((method) => methodName(method, texts.methodNames)).join(', ') || texts.noAddress],
    [texts.created, deskMoment(person.createdAt, lang)],
    [texts.lastSignIn, person.lastSignInAt ? deskMoment(person.lastSignInAt, lang) : texts.never],
    [texts.status, person.disabledAt ? fill(texts.disabledSince, { date: deskMoment(person.disabledAt, lang) }) : texts.active],
  ];
  return (
    <dl className="xn-desk-person-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
