/**
 * A call to the news API that failed. status is what a gateway would answer for it: the API's
 * own status when it answered with an error, 502 when it could not be reached, 504 when it did
 * not answer in time.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
