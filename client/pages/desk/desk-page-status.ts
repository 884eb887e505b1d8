import { configuredLang } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { staffRoleOf } from '../../../shared/desk-answers';
import { deskViewer } from './desk-viewer';

/** A desk page's status on the server: 404 for an unknown language, 403 for a reader who is not staff. */
export async function deskPageStatus(context: PrefetchContext): Promise<PrefetchOutcome> {
  if (!configuredLang(context.params.lang, context.config)) return 404;
  const roles = context.reader?.user.roles ?? [];
  context.queryClient.setQueryData(deskViewer.queryKey, { roles });
  return context.reader && staffRoleOf(roles) === null ? 403 : undefined;
}
