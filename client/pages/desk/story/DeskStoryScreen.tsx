import { useMessageSection } from '../../../data/use-messages';

export function DeskStoryScreen() {
  const { shell } = useMessageSection('desk');
  return <h1>{shell.stories}</h1>;
}
