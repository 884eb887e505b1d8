import { useMessageSection } from '../../../data/use-messages';

export function DeskNewsletterScreen() {
  const { shell } = useMessageSection('desk');
  return <h1>{shell.newsletter}</h1>;
}
