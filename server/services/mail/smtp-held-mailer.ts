import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from '../../logger';
import { maskedRecipient } from '../../masked-recipient';
import { heldMessage } from './held-message';
import type { HeldMailer, HeldOutcome, MailMessage, MailRelease } from './mailer';
import { mailOptions } from './mail-options';
import { smtpConnectionPool } from './smtp-connection-pool';
import { classify, smtpHostOf } from './smtp-mailer';

export interface SmtpPoolOptions {
  /** Connections kept open to the server, each sending one mail at a time. */
  connections: number;
  /**
   * Of silence on a connection. Longer than a single mail's: a held mail's end waits on the
   * database, and a connection that timed out then would lose a mail already recorded as sent.
   */
  socketMs: number;
}

export const SMTP_POOL_DEFAULTS: SmtpPoolOptions = { connections: 8, socketMs: 60_000 };

/** Bulk mail over pooled SMTP connections, each mail held before its end until it is released. */
export function smtpHeldMailer(url: string, from: string, logger: Logger, options: Partial<SmtpPoolOptions> = {}): HeldMailer {
  const { connections, socketMs } = { ...SMTP_POOL_DEFAULTS, ...options };
  const pool = smtpConnectionPool(url, connections, socketMs);
  const host = smtpHostOf(url);

  return {
    via: 'smtp',
    concurrency: connections,
    async sendHeld(message: MailMessage, release: MailRelease): Promise<HeldOutcome> {
      const node = new MailComposer(mailOptions(message, from)).compile();
      const envelope = node.getEnvelope();
      const raw = await node.build();
      let released = false;
      let withdrawn = false;
      let releasing: Promise<boolean> | undefined;
      // Read only once the server has answered DATA: the release comes after the whole message
      // but its end is on its way to the server.
      const stream = heldMessage(raw, () => {
        releasing = release().then((go) => {
          released = go;
          withdrawn = !go;
          return go;
        });
        return releasing;
      });
      // The client has read the whole message, end included, and writes the final "." after it.
      let ended = false;
      stream.once('end', () => (ended = true));
      try {
        await pool.use(
          (connection) => new Promise<void>((resolve, reject) => connection.send(envelope, stream, (error) => (error ? reject(error) : resolve()))),
        );
        return { status: 'sent', id: node.messageId() };
      } catch (error) {
        // Whether the end had gone out when the failure came: decided now, not after the record.
        const endWasOut = ended;
        stream.destroy();
        // The server may refuse (a recipient, at RCPT) while the record is being written: what
        // the record says is known only once that is done.
        await releasing?.catch(() => false);
        if (withdrawn) return { status: 'withdrawn' };
        const failure = classify(error, socketMs);
        // A refusal (any SMTP reply code) says the mail was not taken; silence after its end does not.
        const mayHaveArrived = endWasOut && failure.responseCode === undefined;
        logger.warn(
          { mail: { via: 'smtp', host, kind: message.kind, to: maskedRecipient(message.to), code: failure.code, recorded: released, mayHaveArrived }, reason: failure.message },
          'mail not sent',
        );
        return { status: 'failed', error: failure, recorded: released, mayHaveArrived };
      }
    },
    async close() {
      pool.close();
    },
  };
}
