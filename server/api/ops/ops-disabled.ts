import { HttpError } from '../../errors/http-error';

/** What every call of the operators' API answers when OPS_TOKEN is unset: it is off, and how to turn it on. */
export function opsDisabled(): never {
  throw new HttpError(404, 'ops_disabled', 'The operations API is off on this server: set OPS_TOKEN to turn it on.');
}
