import { queryOptions } from '@tanstack/react-query';
import { DESK_API } from '../../../../shared/desk-api';
import type { DeskStoryAnswer } from '../../../../shared/desk-answers';
import { deskGet, deskRetry } from '../desk-call';

/** One story as the desk sees it (GET /api/desk/stories/{id}), read again after every change made here. */
export const deskStoryQuery = (id: string) =>
  queryOptions({
    queryKey: ['desk-story', id],
    queryFn: () => deskGet<DeskStoryAnswer>(DESK_API.story(id)),
    retry: deskRetry,
  });
