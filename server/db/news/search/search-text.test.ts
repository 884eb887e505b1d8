import { describe, expect, it } from 'vitest';
import { foldChinese } from './chinese-fold';
import { indexText, searchQueryText } from './search-text';

describe('foldChinese', () => {
  it('folds Traditional and Taiwan variants to Simplified, one character for one', () => {
    expect(foldChinese('台灣地方選舉結果')).toBe('台湾地方选举结果');
    expect(foldChinese('選舉，裡面為了')).toBe('选举，里面为了');
    expect(foldChinese('选举 GDP')).toBe('选举 GDP');
  });
});

describe('indexText', () => {
  it('cuts Chinese into character pairs and leaves other languages as written', () => {
    expect(indexText('cn', '选举结果')).toBe(' 选举 举结 结果 果 ');
    expect(indexText('tw', 'GDP增長了')).toBe('GDP 增长 长了 了 ');
    expect(indexText('fr', 'Les élections')).toBe('Les élections');
  });
});

describe('searchQueryText', () => {
  it('gives websearch the reader’s words for English, Spanish and French', () => {
    expect(searchQueryText('en', 'a & b | !c', { prefix: false })).toEqual({ lexemes: '', words: 'a & b | !c' });
  });
  it('writes suggestions as lexemes of letters and digits, the last one a prefix', () => {
    expect(searchQueryText('en', "quokka's sanct", { prefix: true })).toEqual({ lexemes: "'quokka' & 's' & 'sanct':*", words: '' });
    expect(searchQueryText('en', '& | !', { prefix: true })).toEqual({ lexemes: '', words: '' });
  });
  it('makes a Chinese run a phrase of its pairs, one character a prefix, in Simplified', () => {
    expect(searchQueryText('tw', '選舉結果 GDP', { prefix: false })).toEqual({ lexemes: "'选举' <-> '举结' <-> '结果'", words: 'GDP' });
    expect(searchQueryText('cn', '選', { prefix: true })).toEqual({ lexemes: "'选':*", words: '' });
  });
});
