import { constants, crc32, deflateRawSync, inflateRawSync, type ZlibOptions } from 'node:zlib';

/**
 * A text compressed once around the holes where a per-response value goes (a page around its CSP
 * nonce), so that each response is spliced from the stored pieces, not compressed again.
 *
 * Each piece is raw DEFLATE ending in a sync flush, so it ends on a byte boundary and refers to
 * nothing before it: pieces can follow one another in one DEFLATE stream (RFC 1951), with the
 * filler between them as a stored block. The gzip trailer's CRC-32 of the whole is combined from
 * the pieces' stored CRCs and the filler's, which zlib can do but Node does not expose.
 */
export interface SplicedGzip {
  /** Base64 of each piece's raw DEFLATE: the form survives the shared store's JSON. */
  pieces: string[];
  /** CRC-32 and length in bytes of each piece before compression. */
  crcs: number[];
  lengths: number[];
  /** The filler's length in bytes, which the pieces were compressed for. */
  fillerLength: number;
}

/**
 * zlib's level 3, the strongest of its fast strategy (no lazy matching): 40% of level 6's CPU
 * for a page, and 7% more bytes (an article 10.9 KB against 10.2). A page is compressed when it
 * is rendered, so in the long tail of pages asked for once this is per request; and either size
 * fits in the first round trip's congestion window (ten segments, about 14 KB), so readers wait
 * no longer for it (BENCHMARKS.md, decision 024).
 */
const PAGE_LEVEL = 3;
/** DEFLATE's window: how far back a piece may refer. */
const WINDOW = 32 * 1024;
/**
 * Pieces shorter than this are stored, not compressed: each zlib call sets up and frees a
 * compressor of some 256 KB, which costs a page's short tail (after its last nonce) more than
 * the few bytes compressing it would save.
 */
const STORED_BELOW = 256;
/** A byte that UTF-8 never uses: no text can match across the filler's place. */
const NEVER_IN_TEXT = 0xff;

/**
 * How much of what precedes a piece is its dictionary: setting one costs zlib a pass over it, so
 * a short piece (a page's tail after its last nonce) gets only as much as it could plausibly
 * refer to, not the whole window.
 */
const dictionaryLength = (pieceLength: number) => Math.min(WINDOW, 8 * pieceLength);

/**
 * Steps through the pieces in order, each with what comes before it in the joined whole as its
 * dictionary, so that a piece may refer back into earlier ones (a page's body repeats its head's
 * title and description). The filler differs per response, so its place in the dictionary holds
 * bytes no text contains and nothing can refer into it; the decoder has the real filler there, of
 * the same length, so every distance lands where it did. step answers the piece's text, which
 * must have the length given for it; the joined whole is built in one buffer, and each dictionary
 * is a view of it.
 */
function withEarlierPieces(lengths: readonly number[], fillerLength: number, step: (index: number, options: ZlibOptions) => Buffer): void {
  const whole = Buffer.alloc(lengths.reduce((total, length) => total + length, fillerLength * Math.max(0, lengths.length - 1)), NEVER_IN_TEXT);
  let offset = 0;
  lengths.forEach((length, index) => {
    const dictionary = whole.subarray(Math.max(0, offset - dictionaryLength(length)), offset);
    const text = step(index, dictionary.length > 0 ? { finishFlush: constants.Z_SYNC_FLUSH, dictionary } : { finishFlush: constants.Z_SYNC_FLUSH });
    text.copy(whole, offset);
    offset += length + fillerLength;
  });
}

export function compressAround(texts: readonly (string | Buffer)[], fillerLength: number): SplicedGzip {
  const bytes = texts.map((text) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text));
  const lengths = bytes.map((piece) => piece.length);
  const pieces: string[] = [];
  withEarlierPieces(lengths, fillerLength, (index, options) => {
    const piece = bytes[index] ?? Buffer.alloc(0);
    pieces.push((piece.length < STORED_BELOW ? storedBlock(piece) : deflateRawSync(piece, { ...options, level: PAGE_LEVEL })).toString('base64'));
    return piece;
  });
  return { pieces, crcs: bytes.map((piece) => crc32(piece)), lengths, fillerLength };
}

/** The bytes between the holes a text holds: views of it, not copies. */
export function piecesAround(text: Buffer, hole: string): Buffer[] {
  const holeBytes = Buffer.from(hole, 'utf8');
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = text.indexOf(holeBytes); at !== -1; at = text.indexOf(holeBytes, start)) {
    pieces.push(text.subarray(start, at));
    start = at + holeBytes.length;
  }
  pieces.push(text.subarray(start));
  return pieces;
}

/** The size kept in memory, in characters. */
export function splicedSize(spliced: SplicedGzip): number {
  return spliced.pieces.reduce((total, piece) => total + piece.length, 0);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** An empty final block with fixed codes: what zlib ends a stream with. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) block that is not the last; at most 65,535 bytes. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new Error('a text longer than one stored block');
  const header = Buffer.from([0, data.length & 0xff, data.length >>> 8, ~data.length & 0xff, (~data.length >>> 8) & 0xff]);
  return Buffer.concat([header, data]);
}

/** The texts joined by filler, as one gzip member. The filler must have the length the pieces were compressed for. */
export function gzipJoined(spliced: SplicedGzip, filler: string): Buffer {
  const fill = Buffer.from(filler, 'utf8');
  if (spliced.pieces.length > 1 && fill.length !== spliced.fillerLength) throw new Error(`a filler of ${fill.length} bytes where ${spliced.fillerLength} were left`);
  const fillCrc = crc32(fill);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  spliced.pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(storedBlock(fill));
      crc = crc32Combine(crc, fillCrc, fill.length);
      length += fill.length;
    }
    chunks.push(Buffer.from(piece, 'base64'));
    crc = crc32Combine(crc, spliced.crcs[index] ?? 0, spliced.lengths[index] ?? 0);
    length += spliced.lengths[index] ?? 0;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The texts joined by filler, uncompressed: for the rare client that takes no gzip. */
export function plainJoined(spliced: SplicedGzip, filler: string): Buffer {
  const fill = Buffer.from(filler, 'utf8');
  const parts: Buffer[] = [];
  withEarlierPieces(spliced.lengths, spliced.fillerLength, (index, options) => {
    const text = inflateRawSync(Buffer.from(spliced.pieces[index] ?? '', 'base64'), options);
    parts.push(...(index === 0 ? [text] : [fill, text]));
    return text;
  });
  return Buffer.concat(parts);
}

// CRC-32 combination, as zlib's crc32_combine (crc32.c): the CRC of A then B from the CRCs of
// both and B's length, by multiplying A's CRC by x^(8·length) modulo the CRC polynomial.
const POLY = 0xedb88320;

/** a·b modulo the polynomial, both bit-reversed as CRC-32 keeps them. */
function multModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ POLY : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X_TO_TWO_TO = (() => {
  const table: number[] = [];
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    table.push(power);
    power = multModP(power, power);
  }
  return table;
})();

/** x^(8·bytes) modulo the polynomial. */
function xToBytes(bytes: number): number {
  let result = 0x80000000; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) result = multModP(X_TO_TWO_TO[k % 32] ?? 0, result);
  }
  return result;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(xToBytes(lengthB), crcA) ^ crcB) >>> 0;
}
