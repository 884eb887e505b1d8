import type { ErrorRequestHandler } from 'express';
import type { Validated } from '../../../shared/account-validation';
import { HttpError } from '../../errors/http-error';
import { MailRejectedError, MailUnavailableError } from '../../services/mail/mail-errors';
import { SmsUnavailableError } from '../../services/sms/sms-sender';

/** The checked input, or a 400 naming every field that is wrong and showing the first. */
export function validOrThrow<T, Field extends string>(result: Validated<T, Field>): T {
  if (result.ok) return result.value;
  throw new HttpError(400, 'invalid_input', result.message, { fields: result.errors });
}

/**
 * A code that could not be delivered. Mail or SMS that is down is worth trying again (503); a
 * mail server refusing the address means the address is wrong (400).
 */
export function deliveryError(error: unknown): unknown {
  if (error instanceof MailRejectedError) {
    return new HttpError(400, 'address_rejected', 'The mail server refused this address. Please check it and try again.');
  }
  if (error instanceof MailUnavailableError || error instanceof SmsUnavailableError) {
    return new HttpError(503, 'service_unavailable', 'We could not send the code just now. Please try again in a few minutes.');
  }
  return error;
}

/**
 * The spec's client reads `success` and `message` of the code and reset calls (data.success,
 * data.message), and `standardResponse` of the sign-up calls (spec §7, §8). Their errors carry
 * those too, beside the usual { error, message }, so that the banner shows our message.
 */
export function specErrorShape(shape: 'notice' | 'signup'): ErrorRequestHandler {
  return (error: unknown, _request, _response, next) => {
    const failure = error instanceof HttpError ? error : undefined;
    if (!failure) return next(error);
    const extra = shape === 'notice' ? { success: false } : { standardResponse: { success: false, message: failure.message } };
    next(new HttpError(failure.status, failure.code, failure.message, { ...failure.details, ...extra }));
  };
}
