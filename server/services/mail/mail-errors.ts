/**
 * The mail could not be handed over: the server is down, slow, refuses our login, or the outbox
 * cannot be written. Retrying later may work; callers answer 503 or keep what they have.
 */
export class MailUnavailableError extends Error {
  /** nodemailer's code (ECONNECTION, ETIMEDOUT, EAUTH…) when the SMTP transport failed. */
  readonly code: string | undefined;
  /** The server's answer when it refused for now (4xx), e.g. 451 to a recipient or to the message. */
  readonly responseCode: number | undefined;

  constructor(message: string, cause: unknown, code?: string, responseCode?: number) {
    super(message, { cause });
    this.name = 'MailUnavailableError';
    this.code = code;
    this.responseCode = responseCode;
  }
}

/**
 * The SMTP server refused this message for good (a 5xx to the recipient or the content), e.g. an
 * address that does not exist. Sending it again would be refused again.
 */
export class MailRejectedError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor(message: string, cause: unknown, code?: string, responseCode?: number) {
    super(message, { cause });
    this.name = 'MailRejectedError';
    this.code = code;
    this.responseCode = responseCode;
  }
}
