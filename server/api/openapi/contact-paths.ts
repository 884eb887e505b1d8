import { z } from 'zod';
import { contactSchema } from '../../services/contact/contact-schema';
import { CONTACT_PATH } from '../contact/contact-routes';
import { component } from './components';
import { apiError, fieldErrors } from './error-schemas';
import { errorAnswers, jsonAnswer, jsonRequestBody } from './openapi-parts';
import type { Paths } from './openapi-types';

const thanks = component('ContactThanks', z.object({ success: z.literal(true), message: z.string().describe('The thanks, in the language sent.') }));

export const contactPaths: Paths = {
  [CONTACT_PATH]: {
    post: {
      operationId: 'contact',
      summary: "The Contact page's form: stored, then mailed to the site",
      description: '5 messages per 10 minutes from one network.',
      tags: ['contact'],
      requestBody: jsonRequestBody(contactSchema),
      responses: {
        '200': jsonAnswer('Received.', thanks),
        '400': jsonAnswer('Missing or invalid fields (invalid_contact with fields), or a body that is not a JSON object.', fieldErrors, apiError),
        ...errorAnswers([403, 413, 415, 429, 503]),
      },
    },
  },
};
