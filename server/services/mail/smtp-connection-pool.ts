import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { SMTP_TIMEOUTS } from './smtp-mailer';

/**
 * Up to `size` SMTP connections, opened when first needed and lent out one at a time, each for
 * one mail. nodemailer's pooled transport is not used for held mails: it wraps a message stream
 * in buffers and reads it as soon as a mail is queued, before the server has even been asked to
 * take it, so a held mail's end would be asked for (and the mail recorded as sent) too early.
 * A bare SMTPConnection reads the message only once the server has answered DATA.
 */
export interface SmtpConnectionPool {
  /**
   * Runs one mail's transaction on a connection of its own. A connection whose transaction
   * failed is closed, not lent again: what state the server was left in is unknown.
   */
  use<T>(transaction: (connection: SMTPConnection) => Promise<T>): Promise<T>;
  /** Closes the idle connections now and the lent ones as they come back. */
  close(): void;
}

interface PooledConnection {
  connection: SMTPConnection;
  alive: boolean;
}

export function smtpConnectionPool(url: string, size: number, socketMs: number): SmtpConnectionPool {
  const { auth, ...server } = parseConnectionUrl(url);
  const idle: PooledConnection[] = [];
  const waiting: (() => void)[] = [];
  // Open, opening or lent: never more than size.
  let owned = 0;
  let closed = false;

  const open = (): Promise<PooledConnection> =>
    new Promise((resolve, reject) => {
      const connection = new SMTPConnection({
        ...server,
        connectionTimeout: SMTP_TIMEOUTS.connectionMs,
        greetingTimeout: SMTP_TIMEOUTS.greetingMs,
        socketTimeout: socketMs,
      });
      const pooled: PooledConnection = { connection, alive: true };
      let settled = false;
      const fail = (error: Error) => {
        pooled.alive = false;
        if (settled) return;
        settled = true;
        connection.close();
        reject(error);
      };
      // Kept for the connection's life: an idle one that the server ends, or that times out, is
      // marked dead and dropped when next taken; an EventEmitter error without a listener would throw.
      connection.on('error', fail);
      connection.on('end', () => fail(new Error('The mail server closed the connection')));
      connection.connect((error) => {
        if (error) return fail(error);
        if (!auth?.user) {
          settled = true;
          return resolve(pooled);
        }
        connection.login({ user: auth.user, credentials: { user: auth.user, pass: auth.pass ?? '' } }, (loginError) => {
          if (loginError) return fail(loginError);
          settled = true;
          resolve(pooled);
        });
      });
    });

  // A connection whose transaction failed may be mid-message: it is cut, never sent a QUIT that
  // the server would read as a line of the message. Healthy ones say goodbye.
  const retire = (pooled: PooledConnection, healthy: boolean): void => {
    owned -= 1;
    if (healthy && pooled.alive) pooled.connection.quit();
    else pooled.connection.close();
    pooled.alive = false;
    waiting.shift()?.();
  };

  const take = async (): Promise<PooledConnection> => {
    for (;;) {
      if (closed) throw new Error('The mail connections are closed');
      const ready = idle.pop();
      if (ready?.alive) return ready;
      if (ready) {
        retire(ready, false);
        continue;
      }
      if (owned < size) {
        owned += 1;
        try {
          return await open();
        } catch (error) {
          owned -= 1;
          waiting.shift()?.();
          throw error;
        }
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };

  return {
    async use(transaction) {
      const pooled = await take();
      let reusable = false;
      try {
        const result = await transaction(pooled.connection);
        reusable = true;
        return result;
      } finally {
        if (reusable && pooled.alive && !closed) {
          idle.push(pooled);
          waiting.shift()?.();
        } else retire(pooled, reusable);
      }
    },
    close() {
      closed = true;
      for (const pooled of idle.splice(0)) retire(pooled, true);
      for (const wake of waiting.splice(0)) wake();
    },
  };
}
