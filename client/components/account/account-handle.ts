import type { LangCode } from '../../../shared/languages';
import type { PageSection } from '../../../shared/message-sections';
import { configuredLang } from '../../../shared/routes';
import type { SignedInReader } from '../../../shared/signed-in-reader';
import type { PrefetchContext, RouteHandle } from '../../app/route-handle';

/** What a personal page prefetches of its reader's own data, given the reader and the page's language. */
export type OwnDataPrefetch = (context: PrefetchContext & { reader: SignedInReader; lang: LangCode }) => Promise<void>;

/**
 * An account page's route handle: an unknown language is not a page. Its translations are the
 * account's, and any more sections it names. The account forms show only translations (which the
 * root prefetches), one page for everyone. A personal page (decision 019) also names what it
 * prefetches of its reader's data, which the server gives it when it renders the page for a
 * signed-in reader (PrefetchContext.reader); pass it as
 * `process.env.XNEWS_BUNDLE === 'browser' ? undefined : …`, so that the browser's bundle drops it.
 */
export function accountPageHandle(module: string, moreSections: readonly PageSection[] = [], ownData?: OwnDataPrefetch): RouteHandle {
  return {
    module,
    messageSections: ['account', ...moreSections],
    prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => {
      const lang = configuredLang(context.params.lang, context.config);
      if (!lang) return 404;
      if (context.reader && ownData) await ownData({ ...context, reader: context.reader, lang });
      return undefined;
    },
  };
}
