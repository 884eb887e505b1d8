import { get } from 'node:http';

/** The bytes a body takes on the wire in this encoding: read raw, not decoded. */
export function wireBytes(url: string, encoding: 'br' | 'gzip'): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    }).once('error', reject);
  });
}
