import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAround, crc32Combine, gzipJoined, piecesAround, plainJoined } from './spliced-gzip';

const PAGE = [
  '<!doctype html><html lang="zh-Hans"><head><style nonce="',
  `">:root{--header-bg:#123}</style></head><body><h1>新闻 · Noticias · Actualités</h1>${'<p>重复的段落 repeated paragraph</p>'.repeat(400)}<script nonce="`,
  '" type="module" src="/assets/entry.js"></script></body></html>',
];

describe('spliced gzip', () => {
  it('combines CRC-32s as one pass over both would compute them', () => {
    for (const [a, b] of [[0, 0], [1, 0], [0, 1], [17, 70_000], [1_000, 3]] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('is a gzip member that any decoder reads as the texts joined by the filler, CRC and length checked', () => {
    const spliced = compressAround(PAGE, 24);
    for (const nonce of [randomBytes(16).toString('base64'), 'x'.repeat(24), '<'.repeat(24)]) {
      const gzip = gzipJoined(spliced, nonce);
      // gunzip checks the trailer's CRC-32 and length, and fails on a wrong one.
      expect(gunzipSync(gzip).toString('utf8')).toBe(PAGE.join(nonce));
      expect(plainJoined(spliced, nonce).toString('utf8')).toBe(PAGE.join(nonce));
    }
    // Compressed once: a fraction of the page, however many responses splice it.
    const nonce = 'n'.repeat(24);
    expect(gzipJoined(spliced, nonce).length).toBeLessThan(Buffer.byteLength(PAGE.join(nonce)) / 10);
    // Pieces compressed with what precedes them: as small as the whole compressed at once, but for
    // each piece's own code tables and flush (under a hundred bytes).
    expect(gzipJoined(spliced, nonce).length).toBeLessThan(gzipSync(PAGE.join(nonce)).length + 100 * PAGE.length);
    expect(() => gzipJoined(spliced, 'short')).toThrow(/5 bytes where 24/);
  });

  it('holds a text with no hole, and empty pieces', () => {
    for (const texts of [['whole page'], ['', ''], ['a', '', 'b']]) {
      const spliced = compressAround(texts, 5);
      expect(gunzipSync(gzipJoined(spliced, 'NONCE')).toString('utf8')).toBe(texts.join('NONCE'));
      expect(plainJoined(spliced, 'NONCE').toString('utf8')).toBe(texts.join('NONCE'));
    }
  });

  it('stores a short piece as it is, and compresses a long one', () => {
    const spliced = compressAround(['<p>long</p>'.repeat(200), '" async></script></body></html>'], 5);
    // A stored block: its five bytes of header (not final, type 00, length and its complement), then the text.
    expect(Buffer.from(spliced.pieces[1] ?? '', 'base64').toString('latin1')).toBe(`\x00\x1f\x00\xe0\xff" async></script></body></html>`);
    expect(Buffer.from(spliced.pieces[0] ?? '', 'base64').length).toBeLessThan(100);
    expect(gunzipSync(gzipJoined(spliced, 'NONCE')).toString('utf8')).toBe(`${'<p>long</p>'.repeat(200)}NONCE" async></script></body></html>`);
  });

  it('survives the shared store: JSON out and back', () => {
    const spliced = JSON.parse(JSON.stringify(compressAround(PAGE, 1)));
    expect(gunzipSync(gzipJoined(spliced, 'x')).toString('utf8')).toBe(PAGE.join('x'));
  });

  it('cuts bytes around every hole, at the ends and side by side too', () => {
    const cut = (text: string) => piecesAround(Buffer.from(text), '§§').map((piece) => piece.toString('utf8'));
    expect(cut('新闻§§a§§§§b§§')).toEqual(['新闻', 'a', '', 'b', '']);
    expect(cut('no hole')).toEqual(['no hole']);
    expect(cut('§§')).toEqual(['', '']);
    const page = Buffer.from(PAGE.join('NONCE'));
    expect(gunzipSync(gzipJoined(compressAround(piecesAround(page, 'NONCE'), 5), 'abcde')).toString('utf8')).toBe(PAGE.join('abcde'));
  });
});
