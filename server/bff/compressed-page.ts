import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * A page's HTML as kept: compressed once when it is rendered, in brotli for the browsers that take
 * it and gzip for the rest, since a page is the same bytes for every reader (decision 037).
 * Base64, so that it survives the shared store's JSON.
 */
export interface CompressedPage {
  br: string;
  gzip: string;
}

/**
 * Brotli's quality 5: about 0.25 ms for a 45 KB page, within a few per cent of quality 8's bytes
 * and 6–7% below gzip's; quality 11 takes 14 ms. A page is compressed when it is rendered, which
 * in the long tail of pages asked for once is per request.
 */
const BROTLI_QUALITY = 5;
/** zlib's level 3, the strongest of its fast strategy: for the clients that take no brotli (decision 024's measure). */
const GZIP_LEVEL = 3;

export function compressPage(html: Buffer): CompressedPage {
  const br = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
  return { br: br.toString('base64'), gzip: gzipSync(html, { level: GZIP_LEVEL }).toString('base64') };
}

/** What the page cache counts a page as: the characters it holds. */
export const compressedSize = (page: CompressedPage): number => page.br.length + page.gzip.length;

/**
 * Sends the page in the encoding the request takes: brotli first, then gzip, else the HTML
 * itself (decompressed here: a client that takes neither is rare, a crawler or curl). The
 * compression middleware leaves a body that has its encoding alone.
 */
export function sendCompressed(request: Request, response: Response, page: CompressedPage): void {
  response.vary('Accept-Encoding');
  // Brotli whenever it is taken: browsers list gzip first with the same weight, and negotiation by their order would pick it.
  const encoding = request.acceptsEncodings('br') === 'br' ? 'br' : request.acceptsEncodings('gzip', 'identity');
  if (encoding === 'br') response.set('Content-Encoding', 'br').send(Buffer.from(page.br, 'base64'));
  else if (encoding === 'gzip') response.set('Content-Encoding', 'gzip').send(Buffer.from(page.gzip, 'base64'));
  else response.send(brotliDecompressSync(Buffer.from(page.br, 'base64')));
}
