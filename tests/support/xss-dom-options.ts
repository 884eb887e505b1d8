import { themeCss } from '../../shared/theme-css';
import { EMBED_FRAME_HOSTS, EMBED_SANDBOX } from '../../shared/embed-policy';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { loadSite } from '../../server/site/load-site';
import type { DomCheckOptions } from './xss-dom-check';

/** What the XSS DOM check allows on the test site's pages served from origin. */
export function siteDomCheck(origin: string): DomCheckOptions {
  return {
    origin,
    frameHosts: [...EMBED_FRAME_HOSTS],
    sandbox: EMBED_SANDBOX,
    ownStyles: [themeCss(loadSite('xnews').config.style)],
    ownScripts: [loadAssetManifest().holder],
  };
}
