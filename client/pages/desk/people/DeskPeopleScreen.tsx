import { useMessageSection } from '../../../data/use-messages';

export function DeskPeopleScreen() {
  const { shell } = useMessageSection('desk');
  return <h1>{shell.people}</h1>;
}
