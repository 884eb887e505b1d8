/** An error that the error middleware turns into `{ error, message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function invalidParameter(parameter: string, message: string): HttpError {
  return new HttpError(400, 'invalid_parameter', message, { parameter });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}
