import type { LangCode } from '../../../../shared/languages';
import { foldChinese } from './chinese-fold';

/** Runs of Chinese characters: the text between them (Latin words, digits, punctuation) is not Chinese. */
const HAN_RUN = /\p{Script=Han}+/gu;
/** A word of a query as to_tsquery may be given it: letters and digits only, so nothing in it is an operator. */
const WORD = /[\p{L}\p{N}]+/gu;

export function isChineseEdition(lang: LangCode): boolean {
  return lang === 'cn' || lang === 'tw';
}

/**
 * Each character with the one after it, then the run's last character alone: 选举结果 becomes
 * "选举 举结 结果 果". Any two-character word is then one token, a longer one a phrase of
 * neighbouring tokens, and every character starts a token (for one-character prefixes).
 */
function characterGrams(run: string): string {
  const characters = Array.from(run);
  return characters.map((character, index) => character + (characters[index + 1] ?? '')).join(' ');
}

/**
 * What a text is indexed as in its language's configuration (013_search.sql): English, Spanish
 * and French as written (the configuration stems and folds accents); Chinese folded to Simplified
 * and cut into character pairs, since it has no spaces between words to find them by.
 */
export function indexText(lang: LangCode, text: string): string {
  if (!isChineseEdition(lang)) return text;
  return foldChinese(text).replace(HAN_RUN, (run) => ` ${characterGrams(run)} `);
}

/** A version's indexed text: the title is weighted above the summary and body. */
export function searchDocumentText(lang: LangCode, version: { title: string; summary: string; news: string }): { title: string; body: string } {
  return { title: indexText(lang, version.title), body: indexText(lang, `${version.summary}\n${version.news}`) };
}

/**
 * A reader's query as two parts that search-query-sql.ts joins with &&: `lexemes`, a to_tsquery
 * text we write ourselves from letters and digits only, and `words`, text for websearch_to_tsquery,
 * which reads quotes, "or" and "-" and never fails on what a reader types (&, |, !, :*, brackets).
 */
export interface SearchQueryText {
  lexemes: string;
  words: string;
}

export interface QueryMode {
  /** The last word may be unfinished (suggestions as the reader types). */
  prefix: boolean;
}

/** The Chinese runs of a query, folded to Simplified, and the rest of it. */
export function chineseQueryParts(query: string): { runs: string[]; rest: string } {
  const folded = foldChinese(query);
  return { runs: folded.match(HAN_RUN) ?? [], rest: folded.replace(HAN_RUN, ' ') };
}

function chineseRunQuery(run: string): string {
  const characters = Array.from(run);
  // One character may begin any pair; two or more are the phrase of their pairs, in order.
  if (characters.length === 1) return `'${run}':*`;
  return characters.slice(0, -1).map((character, index) => `'${character}${characters[index + 1]}'`).join(' <-> ');
}

function wordQueries(text: string, mode: QueryMode): string[] {
  const words = text.match(WORD) ?? [];
  return words.map((word, index) => (mode.prefix && index === words.length - 1 ? `'${word}':*` : `'${word}'`));
}

export function searchQueryText(lang: LangCode, query: string, mode: QueryMode): SearchQueryText {
  if (!isChineseEdition(lang)) return mode.prefix ? { lexemes: wordQueries(query, mode).join(' & '), words: '' } : { lexemes: '', words: query };
  const { runs, rest } = chineseQueryParts(query);
  const han = runs.map(chineseRunQuery);
  if (mode.prefix) return { lexemes: [...han, ...wordQueries(rest, mode)].join(' & '), words: '' };
  return { lexemes: han.join(' & '), words: rest.trim() };
}
