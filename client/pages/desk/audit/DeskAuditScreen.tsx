import { useMessageSection } from '../../../data/use-messages';

export function DeskAuditScreen() {
  const { shell } = useMessageSection('desk');
  return <h1>{shell.audit}</h1>;
}
