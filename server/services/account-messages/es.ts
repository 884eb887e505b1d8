import type { AccountTexts } from './account-texts';

export const es: AccountTexts = {
  signupCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Tu código de registro en ${siteName}`,
    text: `Tu código de verificación de ${siteName} es ${code}.\n\nIntrodúcelo en la página de registro para crear tu cuenta. Caduca en ${minutes} minutos.\n\nSi no has pedido registrarte en ${siteName}, puedes ignorar este correo.\n`,
  }),
  accountExistsMail: ({ siteName, loginUrl }) => ({
    subject: `Registro en ${siteName}`,
    text: `Alguien ha pedido registrarse en ${siteName} con esta dirección de correo, pero ya tiene una cuenta.\n\nPara iniciar sesión, ve a ${loginUrl}\nSi has olvidado tu contraseña, elige «Restablecer contraseña» allí.\n\nSi no has sido tú, puedes ignorar este correo: no ha cambiado nada.\n`,
  }),
  passwordResetMail: ({ siteName, link, minutes }) => ({
    subject: `Restablece tu contraseña de ${siteName}`,
    text: `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${siteName}.\n\nPara elegir una nueva contraseña, abre este enlace en los próximos ${minutes} minutos:\n${link}\n\nSi no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambia.\n`,
  }),
  signupCodeSms: ({ siteName, code, minutes }) => `${siteName}: tu código de verificación es ${code}. Caduca en ${minutes} minutos.`,
  accountExistsSms: ({ siteName }) => `${siteName}: este número ya tiene una cuenta. Inicia sesión con él o restablece tu contraseña por correo.`,
};
