import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger';

/**
 * What Node's HTTP parser refuses before Express sees a request: a head over its 16 KB limit,
 * a malformed request line or header, a head or body that does not arrive in time. Node answers
 * these itself with a bare status and no body; here they get the `{ error, message }` every
 * other 4xx carries, and the connection closes, since the parser cannot find the next request.
 */
const BY_CODE: Record<string, { status: number; reason: string; error: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', error: 'headers_too_large', message: 'The request headers are larger than the server accepts (16 KB in all).' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: 'request_timeout', message: 'The request did not arrive in time.' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', error: 'bad_request', message: 'The request is not valid HTTP.' };

export function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A client that went away (or a socket already answered) has no one left to tell.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = BY_CODE[error.code ?? ''] ?? MALFORMED;
    logger.debug({ code: error.code, status: answer.status }, 'refused a request Node could not parse');
    const body = JSON.stringify({ error: answer.error, message: answer.message });
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
