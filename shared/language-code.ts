import { DEFAULT_LANG, HREFLANG, type LangCode } from './languages';

/*
 * Chinese tags name the script (Hans/Hant) or a region. The script wins when both are given,
 * because zh-Hant-CN is still traditional text; a region alone decides by where each script is used.
 */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

function chineseVariant(subtags: readonly string[]): LangCode {
  if (subtags.includes('hant')) return 'tw';
  if (subtags.includes('hans')) return 'cn';
  if (subtags.some((tag) => TRADITIONAL_REGIONS.has(tag))) return 'tw';
  // Bare 'zh' and zh-CN/SG/MY: simplified is what most zh readers expect, and a Chinese
  // reader is better served by Chinese than by the English default.
  return 'cn';
}

/**
 * Maps a cookie value, browser language or stray code to a site language (spec §5):
 * cn and tw stay; anything starting with en, es or fr becomes that; zh tags become cn or tw;
 * everything else, including empty input, becomes en.
 */
export function normaliseLangCode(value: string | null | undefined): LangCode {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const lowered = value.trim().toLowerCase().replace(/_/g, '-');
  if (lowered === 'cn' || lowered === 'tw') return lowered;
  const subtags = lowered.split('-');
  if (subtags[0] === 'zh') return chineseVariant(subtags.slice(1));
  if (lowered.startsWith('en')) return 'en';
  if (lowered.startsWith('es')) return 'es';
  if (lowered.startsWith('fr')) return 'fr';
  return DEFAULT_LANG;
}

/** The BCP 47 tag for html lang and hreflang: cn is zh-Hans, tw is zh-Hant (spec §2). */
export function hreflangOf(lang: LangCode): string {
  return HREFLANG[lang];
}
