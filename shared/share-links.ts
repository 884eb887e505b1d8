import { SHARE_TEXT_LENGTH, SHARE_TEXT_LENGTH_CN } from './constants';
import type { LangCode } from './languages';

/** Share text length by language: Simplified Chinese is cut shorter (spec §9). */
export function shareTextLength(lang: LangCode): number {
  return lang === 'cn' ? SHARE_TEXT_LENGTH_CN : SHARE_TEXT_LENGTH;
}

/**
 * The text a share intent carries: the title, whitespace collapsed, cut to the language's length
 * (spec §9). Counted in code points, so that no emoji or surrogate pair is split.
 */
export function shareText(title: string, lang: LangCode): string {
  const characters = Array.from(title.replace(/\s+/g, ' ').trim());
  return characters.slice(0, shareTextLength(lang)).join('').trimEnd();
}

/** X's post intent with the text and the address. */
export function xShareUrl(text: string, url: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

/** Facebook's sharer, which reads the title and image from the page's Open Graph tags. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
