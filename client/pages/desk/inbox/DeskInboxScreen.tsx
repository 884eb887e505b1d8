import { useMessageSection } from '../../../data/use-messages';

export function DeskInboxScreen() {
  const { shell } = useMessageSection('desk');
  return <h1>{shell.inbox}</h1>;
}
