import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface GzippedResponse {
  status: number;
  contentType: string;
  /** Bytes on the wire: the body as the server compressed it. */
  wireBytes: number;
  /** Content-Encoding, or 'identity'. */
  encoding: string;
  /** The body after decompression. */
  body: Buffer;
}

/**
 * GET with Accept-Encoding: gzip, counting the compressed bytes (fetch would decompress them
 * out of sight). HTML is compressed per response by the app's compression middleware.
 */
export function gzippedFetch(url: string, headers: Record<string, string> = {}): Promise<GzippedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const raw = Buffer.concat(chunks);
        const gzipped = incoming.headers['content-encoding'] === 'gzip';
        resolve({
          status: incoming.statusCode ?? 0,
          contentType: String(incoming.headers['content-type'] ?? ''),
          wireBytes: raw.length,
          encoding: String(incoming.headers['content-encoding'] ?? 'identity'),
          body: gzipped ? gunzipSync(raw) : raw,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
