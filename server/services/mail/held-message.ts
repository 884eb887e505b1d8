import { Readable } from 'node:stream';

/** The reason a held message's stream ends in error: its release answered no. */
export class MailWithdrawnError extends Error {
  constructor() {
    super('The mail was withdrawn before its end: the send was not recorded');
    this.name = 'MailWithdrawnError';
  }
}

/**
 * A composed mail as a stream that gives all of its bytes at once but holds back its end until
 * release() answers: true ends it (and the SMTP client then writes the final "." that makes the
 * server take the message), false or a failure destroys it, and the unfinished message is dropped.
 */
export function heldMessage(raw: Buffer, release: () => Promise<boolean>): Readable {
  let given = false;
  let asked = false;
  return new Readable({
    read() {
      if (!given) {
        given = true;
        this.push(raw);
        return;
      }
      // Asked for more after the last byte: the end is all that is left.
      if (asked) return;
      asked = true;
      release().then(
        (go) => (go ? this.push(null) : this.destroy(new MailWithdrawnError())),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}
