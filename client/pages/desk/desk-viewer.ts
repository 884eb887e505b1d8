import { queryOptions } from '@tanstack/react-query';
import type { AccountRole } from '../../../shared/account-types';
import { currentUser } from '../../data/account-session';

/** Who looks at the desk: the roles the page is drawn for. The desk's API decides what they may do. */
export interface DeskViewer {
  roles: AccountRole[];
}

/**
 * On a full load the server puts the signed-in reader's roles here (desk-page-status.ts), so that
 * its HTML and the browser's first render agree; on a client navigation the browser reads them
 * from the account cookie.
 */
export const deskViewer = queryOptions({
  queryKey: ['desk-viewer'],
  queryFn: async (): Promise<DeskViewer> => ({ roles: currentUser()?.roles ?? [] }),
  staleTime: Number.POSITIVE_INFINITY,
});
