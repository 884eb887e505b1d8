import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../../shared/social-sign-in';
import { component } from './components';
import { apiError } from './error-schemas';
import { errorAnswers, pathParameter, query, redirect } from './openapi-parts';
import type { Paths } from './openapi-types';

const socialError = component('SocialSignInError', apiError.extend({ provider: z.enum(SOCIAL_PROVIDERS).optional() }));
const provider = pathParameter('provider', 'The sign-in provider.', z.enum(SOCIAL_PROVIDERS));

const FAILURES =
  'A browser (Accept: text/html first) is sent to the login page with ?oauth_error= and ?provider= instead of these statuses.';

/** Social sign-in: OAuth2 code flow with PKCE and state (decision 012). */
export const socialPaths: Paths = {
  '/oauth2/authorize/{provider}': {
    get: {
      operationId: 'startSocialSignIn',
      summary: 'Send the browser to the provider',
      description: `404 provider_not_configured when the provider has no client id here. ${FAILURES}`,
      tags: ['accounts'],
      parameters: [
        provider,
        query('redirect_uri', 'A page of this site to come back to, as a path or an address on PUBLIC_ORIGIN; by default the last page.', z.string()),
      ],
      responses: {
        '302': redirect("To the provider's authorization page; a short-lived cookie holds the flow's state."),
        ...errorAnswers([400, 404, 429, 502, 504], socialError, apiError),
        ...errorAnswers([503]),
      },
    },
  },
  '/oauth2/callback/{provider}': {
    get: {
      operationId: 'finishSocialSignIn',
      summary: 'Where the provider sends the browser back; signs it in',
      description: `400 state_invalid or state_expired, 403 sign_in_cancelled. ${FAILURES}`,
      tags: ['accounts'],
      parameters: [
        provider,
        query('state', 'The state the flow started with.', z.string()),
        query('code', "The provider's authorization code.", z.string()),
        query('error', "The provider's error, such as access_denied.", z.string()),
      ],
      responses: {
        '302': redirect('Signed in (session cookies set): to the page the flow was to return to.'),
        ...errorAnswers([400, 403, 404, 502, 504], socialError, apiError),
        ...errorAnswers([503]),
      },
    },
  },
};
