import { z } from 'zod';
import { component } from './components';

/** Every 4xx and 5xx carries at least this: a code to act on and a message that names what was wrong, never a stack or SQL. */
export const apiError = component(
  'ApiError',
  z.object({
    error: z.string().describe('A stable code, such as invalid_parameter, not_found or rate_limited.'),
    message: z.string().describe('What was wrong, in English.'),
    parameter: z.string().optional().describe('The query or path parameter at fault (invalid_parameter).'),
  }),
);

/** A form refused field by field: invalid_contact, invalid_input. */
export const fieldErrors = component(
  'FieldErrors',
  apiError.extend({ fields: z.record(z.string(), z.string()).describe('One message per field at fault.') }),
);

/** The code and reset calls' errors also carry the spec's `success` (spec §7, §8). */
export const noticeError = component(
  'NoticeError',
  apiError.extend({ fields: z.record(z.string(), z.string()).optional(), success: z.literal(false) }),
);

/** The sign-up calls' errors also carry the spec's `standardResponse`. */
export const signupError = component(
  'SignupError',
  apiError.extend({
    fields: z.record(z.string(), z.string()).optional(),
    standardResponse: z.object({ success: z.literal(false), message: z.string() }),
  }),
);
