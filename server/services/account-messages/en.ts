import type { AccountTexts } from './account-texts';

export const en: AccountTexts = {
  signupCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Your ${siteName} sign-up code`,
    text: `Your ${siteName} verification code is ${code}.\n\nEnter it on the sign-up page to create your account. It expires in ${minutes} minutes.\n\nIf you did not ask to sign up at ${siteName}, you can ignore this email.\n`,
  }),
  accountExistsMail: ({ siteName, loginUrl }) => ({
    subject: `Sign-up at ${siteName}`,
    text: `Someone asked to sign up at ${siteName} with this email address, but it already has an account.\n\nTo sign in, go to ${loginUrl}\nIf you have forgotten your password, choose "Reset Password" there.\n\nIf this was not you, you can ignore this email: nothing has changed.\n`,
  }),
  passwordResetMail: ({ siteName, link, minutes }) => ({
    subject: `Reset your ${siteName} password`,
    text: `We received a request to reset the password of your ${siteName} account.\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.\n`,
  }),
  signupCodeSms: ({ siteName, code, minutes }) => `${siteName}: your verification code is ${code}. It expires in ${minutes} minutes.`,
  accountExistsSms: ({ siteName }) => `${siteName}: this number already has an account. Log in with it, or reset your password by email.`,
};
