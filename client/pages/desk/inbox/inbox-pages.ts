import type { InfiniteData } from '@tanstack/react-query';
import { DESK_API } from '../../../../shared/desk-api';
import type { InboxMessage } from '../../../../shared/desk-answers';
import { deskGet, deskRetry } from '../desk-call';

/** GET /api/desk/inbox: newest first; `next` is the `before` of the next page, null on the last. */
export interface InboxPage {
  messages: InboxMessage[];
  next: string | null;
}

/** Every inbox list in the query cache, both filters, so that a marked message changes in each. */
export const INBOX_KEY = ['desk', 'inbox'] as const;

/** The inbox's pages, all messages or only the unhandled ones. */
export function inboxPages(open: boolean) {
  return {
    queryKey: [...INBOX_KEY, open],
    queryFn: ({ pageParam }: { pageParam: string }) => {
      const query = new URLSearchParams(open ? { open: 'true' } : {});
      if (pageParam !== '') query.set('before', pageParam);
      const search = query.toString();
      return deskGet<InboxPage>(search === '' ? DESK_API.inbox : `${DESK_API.inbox}?${search}`);
    },
    initialPageParam: '',
    getNextPageParam: (last: InboxPage) => last.next ?? undefined,
    retry: deskRetry,
  };
}

/** The pages with this message as the API answered it after a change, in place: a marked message stays where it was. */
export function withMessage(data: InfiniteData<InboxPage, string> | undefined, changed: InboxMessage): InfiniteData<InboxPage, string> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map((message) => (message.id === changed.id ? changed : message)) })) };
}
