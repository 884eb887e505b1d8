import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: Email;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  received: ReceivedMail[];
  /** Resolves once this many client connections have closed in all (a client that went away mid-message counts). */
  connectionsClosed(count: number): Promise<void>;
  /**
   * From now on each RCPT TO waits, unanswered, until releaseRecipients(). A client finishes the
   * mail it has begun and stops at the start of its next: resolves once every open connection
   * waits so, when no mail is between its data and the reply to its final ".".
   */
  holdRecipients(): Promise<void>;
  /** Answers the held RCPT TOs of the connections still open, and holds no more. */
  releaseRecipients(): void;
  /** The first message, received already or still to come, that matches; rejects after timeoutMs. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Recipients refused with 550, as a real server refuses an address that does not exist. */
  rejectRecipients?: string[];
  /** Recipients refused for now with 451 (greylisting, a full mailbox) while they are in the set. */
  deferRecipients?: Set<string>;
}

/** The address of the first mailbox of a parsed address list (To, Reply-To…). */
export function firstAddress(list: Email['to'] | Email['replyTo']): string | undefined {
  const first = list?.[0];
  return first?.address ?? first?.group?.[0]?.address;
}

/** A real SMTP server on 127.0.0.1 (any free port) that keeps what it receives, parsed. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  const rejected = new Set((options.rejectRecipients ?? []).map((address) => address.toLowerCase()));
  let closed = 0;
  const closeWaiters = new Set<{ count: number; resolve: () => void }>();
  const open = new Set<string>();
  // Session id → its RCPT TO's answer, while recipients are held.
  const held = new Map<string, () => void>();
  let holding: { resolve: () => void } | null = null;
  const checkHeld = () => {
    if (holding && open.size > 0 && [...open].every((id) => held.has(id))) holding.resolve();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onConnect(session, callback) {
      open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
      held.delete(session.id);
      checkHeld();
      closed += 1;
      for (const waiter of closeWaiters) {
        if (closed >= waiter.count) {
          closeWaiters.delete(waiter);
          waiter.resolve();
        }
      }
    },
    onRcptTo(address, session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: no such user here`), { responseCode: 550 }));
        return;
      }
      if (options.deferRecipients?.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error(`4.2.0 <${address.address}>: greylisted, try again later`), { responseCode: 451 }));
        return;
      }
      if (holding) {
        held.set(session.id, () => callback());
        checkHeld();
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((parsed) => {
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              raw,
              parsed,
            };
            received.push(mail);
            for (const waiter of waiters) {
              if (waiter.predicate(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-session (the kill -9 tests) resets its connections; a mail server
  // carries on, and its errors must not end the test process as uncaught ones.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    holdRecipients() {
      const all = new Promise<void>((resolve) => (holding = { resolve }));
      checkHeld();
      return all;
    },
    releaseRecipients() {
      holding = null;
      const answers = [...held.values()];
      held.clear();
      for (const answer of answers) answer();
    },
    connectionsClosed: (count) => (closed >= count ? Promise.resolve() : new Promise((resolve) => closeWaiters.add({ count, resolve }))),
    // Generous: on a loaded machine a mail waits on the request's argon2 hash and the send.
    waitForMail(predicate = () => true, timeoutMs = 30_000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = received.map((mail) => mail.parsed.subject).join(' | ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${subjects})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on: connecting to it is refused at once. */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never says a word: a mail server that hangs. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
