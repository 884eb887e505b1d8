import { useMessageSection } from '../../../data/use-messages';

export function DeskStoriesScreen() {
  const { shell } = useMessageSection('desk');
  return <h1>{shell.stories}</h1>;
}
