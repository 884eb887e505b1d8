import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../../../shared/account-validation';
import { USERS_QUERY } from '../users/users-routes';
import {
  accountNotice, email, emailLoginBody, emailSignupBody, listedUsers, loginAnswer, phoneCodeBody, phoneLoginBody,
  phoneSignupBody, resetConfirmBody, signupAnswer, userPrincipal,
} from './account-schemas';
import { apiError, fieldErrors, noticeError, signupError } from './error-schemas';
import { errorAnswers, jsonAnswer, jsonRequestBody, query } from './openapi-parts';
import type { Operation, Paths, Security } from './openapi-types';

/** A session by bearer token, or by cookie with the anti-forgery header on state-changing calls. */
const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
/** Logout needs none: signing out without a session is not an error. */
const SESSION_WRITE_OPTIONAL: Security = [{}, { sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];

const BAD_JSON = 'or a body that is not JSON (invalid_json, invalid_body)';

/** The code and reset calls: { success, message }, and their errors carry success: false too. */
function noticeCall(operation: Omit<Operation, 'tags' | 'responses'>, withBody: boolean): Operation {
  return {
    ...operation,
    tags: ['accounts'],
    responses: {
      '200': jsonAnswer('Done; the same answer whether or not the account exists.', accountNotice),
      '400': jsonAnswer(`Invalid input (invalid_input with fields, invalid_parameter, address_rejected, reset_token_*) ${BAD_JSON}.`, noticeError, apiError),
      ...errorAnswers([403]),
      ...(withBody ? errorAnswers([413, 415], noticeError, apiError) : {}),
      ...errorAnswers([429], noticeError),
      ...errorAnswers([503], noticeError, apiError),
    },
  };
}

function signupCall(operationId: string, summary: string, body: z.ZodType): Operation {
  return {
    operationId,
    summary,
    description: 'Opens a session as login does: the session cookies, and an XSRF-TOKEN cookie bound to it.',
    tags: ['accounts'],
    requestBody: jsonRequestBody(body),
    responses: {
      '200': jsonAnswer('Signed up and signed in.', signupAnswer),
      '400': jsonAnswer(`Invalid input (invalid_input with fields) or a wrong code (code_incorrect, code_expired, code_exhausted), ${BAD_JSON}.`, signupError, apiError),
      ...errorAnswers([403]),
      ...errorAnswers([413, 415], signupError, apiError),
      ...errorAnswers([503], signupError, apiError),
    },
  };
}

function loginCall(operationId: string, summary: string, body: z.ZodType): Operation {
  return {
    operationId,
    summary,
    description: 'Opens a session: the session cookies, and an XSRF-TOKEN cookie bound to it. Limited per network, and per account for failures.',
    tags: ['accounts'],
    requestBody: jsonRequestBody(body),
    responses: {
      '200': jsonAnswer('Signed in.', loginAnswer),
      '400': jsonAnswer(`Invalid input (invalid_input with fields), ${BAD_JSON}.`, fieldErrors, apiError),
      '401': jsonAnswer('Wrong credentials (invalid_credentials): the same answer whether or not the account exists.', apiError),
      ...errorAnswers([403, 413, 415, 429, 503]),
    },
  };
}

/** Sign-up, login, logout, the current user and password reset (spec §7), and the admin user list. */
export const accountPaths: Paths = {
  '/auth/requestemailsignupcode': {
    post: noticeCall(
      {
        operationId: 'requestEmailSignupCode',
        summary: 'Mail a sign-up code',
        parameters: [
          query('newEmail', 'Where the code goes.', email, true),
          query('websiteId', 'The site; leaving it out means the same.', z.literal(ACCOUNT_LIMITS.websiteId)),
        ],
      },
      false,
    ),
  },
  '/auth/customer/requestcustomerphoneverification': {
    post: noticeCall({ operationId: 'requestPhoneSignupCode', summary: 'Text a sign-up code', requestBody: jsonRequestBody(phoneCodeBody) }, true),
  },
  '/api/public/auth/signup': { post: signupCall('signUpWithEmail', 'Sign up with the mailed code', emailSignupBody) },
  '/api/public/auth/phonesignupverification': { post: signupCall('signUpWithPhone', 'Sign up with the texted code', phoneSignupBody) },
  '/api/public/auth/login': { post: loginCall('logInWithEmail', 'Sign in with email and password', emailLoginBody) },
  '/api/public/auth/phonelogin': { post: loginCall('logInWithPhone', 'Sign in with phone number and password', phoneLoginBody) },
  '/api/public/auth/logout': {
    post: {
      operationId: 'logOut',
      summary: 'End the session the request presents, and clear the cookies',
      tags: ['accounts'],
      security: SESSION_WRITE_OPTIONAL,
      responses: { '200': jsonAnswer('Signed out (also when there was no session).', accountNotice), ...errorAnswers([403, 503]) },
    },
  },
  '/user/me': {
    get: {
      operationId: 'currentUser',
      summary: 'The signed-in user',
      description: 'Also hands a cookie session a fresh XSRF-TOKEN cookie when it lacks a valid one.',
      tags: ['accounts'],
      security: SESSION_READ,
      responses: { '200': jsonAnswer('The user.', userPrincipal), ...errorAnswers([401, 503]) },
    },
  },
  '/auth/resetpassword': {
    post: noticeCall(
      {
        operationId: 'requestPasswordReset',
        summary: 'Mail a reset link, to /{lang}/user/reset?token=, when the address has an account',
        parameters: [query('email', 'The account address.', email, true)],
      },
      false,
    ),
  },
  '/auth/resetpassword/confirm': {
    post: noticeCall(
      {
        operationId: 'confirmPasswordReset',
        summary: "Set the password from a reset link's token; every session of the account ends",
        requestBody: jsonRequestBody(resetConfirmBody),
      },
      true,
    ),
  },
  '/api/public/users': {
    get: {
      operationId: 'listUsers',
      summary: 'The users (spec §7 test page), for administrators only',
      tags: ['accounts'],
      security: SESSION_READ,
      parameters: [
        query('page', 'The page, counted from 0.', z.int().min(0).max(USERS_QUERY.maxPage).default(0)),
        query('size', 'Users per page.', z.int().min(1).max(USERS_QUERY.maxSize).default(USERS_QUERY.defaultSize)),
      ],
      responses: {
        '200': jsonAnswer('The users.', listedUsers),
        ...errorAnswers([400, 401]),
        '403': jsonAnswer('Not an administrator (forbidden).', apiError),
        ...errorAnswers([503]),
      },
    },
  },
};
