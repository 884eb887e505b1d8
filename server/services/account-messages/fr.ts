import type { AccountTexts } from './account-texts';

// French sets a no-break space before a colon and inside guillemets.
export const fr: AccountTexts = {
  signupCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Votre code d’inscription ${siteName}`,
    text: `Votre code de vérification ${siteName} est ${code}.\n\nSaisissez-le sur la page d’inscription pour créer votre compte. Il expire dans ${minutes} minutes.\n\nSi vous n’avez pas demandé à vous inscrire sur ${siteName}, ignorez ce message.\n`,
  }),
  accountExistsMail: ({ siteName, loginUrl }) => ({
    subject: `Inscription sur ${siteName}`,
    text: `Quelqu’un a demandé à s’inscrire sur ${siteName} avec cette adresse e-mail, mais elle a déjà un compte.\n\nPour vous connecter, rendez-vous sur ${loginUrl}\nSi vous avez oublié votre mot de passe, choisissez «\u00a0Réinitialiser le mot de passe\u00a0» sur cette page.\n\nSi ce n’était pas vous, ignorez ce message\u00a0: rien n’a changé.\n`,
  }),
  passwordResetMail: ({ siteName, link, minutes }) => ({
    subject: `Réinitialisez votre mot de passe ${siteName}`,
    text: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${siteName}.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les ${minutes} minutes\u00a0:\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.\n`,
  }),
  signupCodeSms: ({ siteName, code, minutes }) => `${siteName}\u00a0: votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
  accountExistsSms: ({ siteName }) => `${siteName}\u00a0: ce numéro a déjà un compte. Connectez-vous avec lui, ou réinitialisez votre mot de passe par e-mail.`,
};
