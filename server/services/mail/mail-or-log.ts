import type { Logger } from '../../logger';
import { maskedRecipient } from '../../masked-recipient';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends a mail that what asked for it does not depend on (that work is already stored): a
 * failure is logged for an operator, saying what stands without it (notSent), and never thrown.
 */
export async function mailOrLog(mailer: Mailer, logger: Logger, message: MailMessage, notSent: string): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    logger.warn({ mail: { kind: message.kind, to: maskedRecipient(message.to) }, reason: error instanceof Error ? error.message : String(error) }, notSent);
  }
}
