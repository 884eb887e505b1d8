import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Messages taken whole, per recipient. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that takes every message, counts it per recipient and keeps nothing else. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const counts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('error', callback);
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) counts.set(rcpt.address, (counts.get(rcpt.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-session resets its connections; the sink carries on.
  server.on('error', () => undefined);
  return {
    port: (server.server.address() as AddressInfo).port,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
