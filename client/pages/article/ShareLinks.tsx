import { useEffect, useState } from 'react';
import type { LangCode } from '../../../shared/languages';
import { facebookShareUrl, shareText, xShareUrl } from '../../../shared/share-links';

/**
 * Share links (spec §2, §9): X and Facebook intents with the title cut to 230 characters (122
 * for cn), and a Share button for the Web Share API where the browser has one. The button
 * appears after hydration, since the server cannot know, so both renders agree first.
 */
export function ShareLinks({ title, url, lang, labels }: { title: string; url: string; lang: LangCode; labels: { share: string; shareOnX: string; shareOnFacebook: string } }) {
  const text = shareText(title, lang);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  const share = () => {
    // A reader who closes the share sheet rejects the promise; there is nothing to report.
    navigator.share({ title, text, url }).catch(() => undefined);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of links; a fieldset groups form fields.
    <div className="xn-share" role="group" aria-label={labels.share}>
      {canShare ? (
        <button type="button" className="xn-tool-button xn-share-native" onClick={share}>
          {labels.share}
        </button>
      ) : null}
      <a className="xn-share-link xn-share-x" href={xShareUrl(text, url)} target="_blank" rel="noopener noreferrer">
        {labels.shareOnX}
      </a>
      <a className="xn-share-link xn-share-facebook" href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
        {labels.shareOnFacebook}
      </a>
    </div>
  );
}
