import { Router } from 'express';
import type { PhoneNumber } from '../../../shared/account-phone';
import { validateEmailAddress, validatePhoneCodeRequest, websiteIdError } from '../../../shared/account-validation';
import { invalidParameter } from '../../errors/http-error';
import { single } from '../../http/query-params';
import { chooseLang } from '../../services/accounts/lang-preference';
import { sendEmailSignupCode, sendPhoneSignupCode } from '../../services/accounts/signup-codes';
import { specErrorShape, validOrThrow } from './account-errors';
import { codeSentNotice, delivered } from './code-delivery';
import { setRateKey } from './auth-rate-limits';
import { clientMeta } from './client-meta';
import { bodyObject, jsonBody } from './json-body';
import { requestLangPreference } from './request-lang';
import { inputOf, keepInput, type AuthRouteContext } from './route-context';

/**
 * The first step of sign-up (spec §7): a code by mail or by text message. Every address gets the
 * same answer, whether or not it already has an account (see sendEmailSignupCode).
 */
export function signupCodeRoutes({ services, limits }: AuthRouteContext): Router {
  const router = Router();

  router.post(
    '/auth/requestemailsignupcode',
    limits.requestsPerIp,
    (request, response, next) => {
      const websiteId = websiteIdError(single(request.query, 'websiteId'));
      if (websiteId) throw invalidParameter('websiteId', websiteId);
      const email = validOrThrow(validateEmailAddress(single(request.query, 'newEmail', { emptyAsAbsent: true })));
      keepInput(response, email);
      setRateKey(response, `email:${email}`);
      next();
    },
    limits.emailCodePerAddress,
    async (request, response) => {
      const email = inputOf<string>(response);
      await delivered(sendEmailSignupCode(services, email, chooseLang(requestLangPreference(request)), clientMeta(request)));
      response.json(codeSentNotice(email));
    },
  );

  router.post(
    '/auth/customer/requestcustomerphoneverification',
    limits.requestsPerIp,
    jsonBody,
    (request, response, next) => {
      const phone = validOrThrow(validatePhoneCodeRequest(bodyObject(request)));
      keepInput(response, phone);
      setRateKey(response, `phone:${phone.e164}`);
      next();
    },
    limits.phoneCodePerAddress,
    async (request, response) => {
      const phone = inputOf<PhoneNumber>(response);
      await delivered(sendPhoneSignupCode(services, phone, chooseLang(requestLangPreference(request)), clientMeta(request)));
      response.json(codeSentNotice(`${phone.cdc} ${phone.national}`));
    },
  );

  router.use(specErrorShape('notice'));
  return router;
}
