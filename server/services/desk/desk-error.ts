/** A desk action refused for the state it found: the API answers it with this status and code. */
export class DeskRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DeskRefusal';
  }
}
