import { Router } from 'express';
import { ACCOUNT_DATA_API } from '../../../shared/account-data';
import { accountExport, exportFileName } from '../../services/account-data/account-export';
import { clientMeta } from '../auth/client-meta';
import { requireSession, signedInOf } from '../auth/require-session';
import { keyByAccount, type AccountDataContext } from './account-data-context';

/** GET: everything the site holds about the account, as a JSON file to download, kept by no cache. */
export function exportRoute({ services, dataLimits }: AccountDataContext): Router {
  const router = Router();
  router.get(ACCOUNT_DATA_API.export, requireSession(services), keyByAccount, dataLimits.exportsPerAccount, async (request, response) => {
    const userId = signedInOf(response).principal.id;
    // Recorded first, so that the file lists this export too.
    await services.audit.record({ kind: 'data-exported', userId, ...clientMeta(request) });
    const data = await accountExport(services.db, userId, services.siteName);
    response
      .set('Cache-Control', 'private, no-store')
      .attachment(exportFileName(services.siteName))
      .type('application/json')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  });
  return router;
}
