/**
 * The first bytes of each format we accept. Only bytes that start like one of them reach sharp,
 * so that its other loaders (SVG through an XML parser, PDF, ...) never read what an upstream
 * sent; sharp's metadata then says what the bytes really are.
 */
const SIGNATURES: readonly { offset: number; bytes: readonly number[] }[] = [
  { offset: 0, bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  { offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // WEBP, after RIFF and a length
  { offset: 4, bytes: [0x66, 0x74, 0x79, 0x70] }, // ....ftyp: AVIF, HEIF
  { offset: 0, bytes: [0x49, 0x49, 0x2a, 0x00] }, // TIFF, little-endian
  { offset: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // TIFF, big-endian
];

export function hasImageSignature(body: Buffer): boolean {
  return SIGNATURES.some(({ offset, bytes }) => body.length >= offset + bytes.length && bytes.every((byte, index) => body[offset + index] === byte));
}

/** An SVG document, refused with a reason of its own: it may carry scripts and external references. */
export function looksLikeSvg(body: Buffer): boolean {
  return /<svg[\s>]/i.test(body.subarray(0, 4096).toString('latin1'));
}
