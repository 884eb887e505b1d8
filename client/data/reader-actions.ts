import type { QueryClient } from '@tanstack/react-query';
import { FOLLOWS_API, type Follows } from '../../shared/follows';
import { SAVED_API, type SavedIds } from '../../shared/saved-stories';
import { FOLLOWS_KEY } from './follows';
import { SAVED_IDS_KEY } from './saved-stories';

/*
 * What the save and follow buttons change, and how the pages' copies follow at once. The request
 * code loads on the first press, not with every page that shows a button.
 */

/** Saves (save true) or removes a story; true when the server did it. The buttons and lists follow at once. */
export async function saveStory(queryClient: QueryClient, id: string, save: boolean): Promise<boolean> {
  const { sendJson } = await import('./post-json');
  const answer = await sendJson(save ? 'PUT' : 'DELETE', SAVED_API.story(id));
  if (!answer.reached || !answer.ok) return false;
  queryClient.setQueryData<SavedIds>(SAVED_IDS_KEY, (old) => {
    const others = (old?.ids ?? []).filter((other) => other !== id);
    return { ids: save ? [id, ...others] : others };
  });
  // A removal stays on the saved page until it is opened again, so that it can be undone.
  if (save) void queryClient.invalidateQueries({ queryKey: ['saved-pages'] });
  return true;
}

/** Follows (follow true) or unfollows a topic; true when the server did it. */
export async function followTopic(queryClient: QueryClient, category: string, subcategory: string | null, follow: boolean): Promise<boolean> {
  const { sendJson } = await import('./post-json');
  const answer = await sendJson(follow ? 'PUT' : 'DELETE', FOLLOWS_API.topic(category, subcategory));
  if (!answer.reached || !answer.ok) return false;
  queryClient.setQueryData<Follows>(FOLLOWS_KEY, answer.body as Follows);
  // For you changes with what is followed.
  void queryClient.invalidateQueries({ queryKey: ['for-you'] });
  return true;
}
