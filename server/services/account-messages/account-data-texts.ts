import type { LangCode } from '../../../shared/languages';
import type { MailText } from './account-texts';

/**
 * The mails of a reader's own data (decision 021): a code to prove a new address is theirs, the
 * notice sent instead when that address already has an account (as sign-up does, so the answer
 * tells nobody), the notice to the old address once the account has moved, and a code to prove
 * who they are before deleting an account without a password.
 */
export interface AccountDataTexts {
  emailChangeCodeMail(values: { siteName: string; code: string; minutes: number }): MailText;
  emailChangeTakenMail(values: { siteName: string }): MailText;
  /** To the address an account had, once it has moved: newAddress is masked, contactUrl the site's contact page. */
  emailChangedNoticeMail(values: { siteName: string; newAddress: string; contactUrl: string }): MailText;
  reauthenticateCodeMail(values: { siteName: string; code: string; minutes: number }): MailText;
}

const en: AccountDataTexts = {
  emailChangeCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Confirm your new ${siteName} email address`,
    text: `Your ${siteName} verification code is ${code}.\n\nEnter it on your profile page to make this the email address of your account. It expires in ${minutes} minutes.\n\nIf you did not ask for this, you can ignore this email: nothing changes.\n`,
  }),
  emailChangeTakenMail: ({ siteName }) => ({
    subject: `Email address change at ${siteName}`,
    text: `Someone asked to move a ${siteName} account to this email address, but this address already belongs to an account, so it cannot be used.\n\nIf this was you, sign in with this address instead, or choose another one.\nIf it was not you, you can ignore this email: nothing has changed.\n`,
  }),
  emailChangedNoticeMail: ({ siteName, newAddress, contactUrl }) => ({
    subject: `Your ${siteName} email address was changed`,
    text: `The email address of your ${siteName} account was changed to ${newAddress}. This address no longer signs in to it, and other devices were signed out.\n\nIf you made this change, there is nothing more to do.\nIf you did not, someone else may have your password: contact us at once at ${contactUrl}\n`,
  }),
  reauthenticateCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Your ${siteName} confirmation code`,
    text: `Your ${siteName} confirmation code is ${code}.\n\nEnter it on your profile page to confirm it is you. It expires in ${minutes} minutes.\n\nIf you did not ask for this, someone may be using your account: sign out everywhere by resetting your password.\n`,
  }),
};

const cn: AccountDataTexts = {
  emailChangeCodeMail: ({ siteName, code, minutes }) => ({
    subject: `确认您的 ${siteName} 新电子邮件地址`,
    text: `您的 ${siteName} 验证码是 ${code}。\n\n请在个人资料页面输入此验证码，将此地址设为您账户的电子邮件地址。验证码将在 ${minutes} 分钟后失效。\n\n如果您没有提出此请求，请忽略此邮件，您的账户不会有任何变化。\n`,
  }),
  emailChangeTakenMail: ({ siteName }) => ({
    subject: `${siteName} 电子邮件地址更改提醒`,
    text: `有人申请将一个 ${siteName} 账户改用此电子邮件地址，但该地址已经属于另一个账户，因此无法使用。\n\n如果这是您本人的操作，请改用此地址登录，或选择其他地址。\n如果这不是您本人的操作，请忽略此邮件，没有任何变化。\n`,
  }),
  emailChangedNoticeMail: ({ siteName, newAddress, contactUrl }) => ({
    subject: `您的 ${siteName} 电子邮件地址已更改`,
    text: `您的 ${siteName} 账户的电子邮件地址已更改为 ${newAddress}。此地址不能再用于登录该账户，其他设备也已退出登录。\n\n如果这是您本人的操作，无需再做任何事。\n如果不是，可能有人知道了您的密码：请立即通过 ${contactUrl} 联系我们。\n`,
  }),
  reauthenticateCodeMail: ({ siteName, code, minutes }) => ({
    subject: `您的 ${siteName} 确认码`,
    text: `您的 ${siteName} 确认码是 ${code}。\n\n请在个人资料页面输入此确认码，以确认是您本人。确认码将在 ${minutes} 分钟后失效。\n\n如果您没有提出此请求，可能有人正在使用您的账户：请重置密码，以退出所有登录。\n`,
  }),
};

const tw: AccountDataTexts = {
  emailChangeCodeMail: ({ siteName, code, minutes }) => ({
    subject: `確認您的 ${siteName} 新電子郵件地址`,
    text: `您的 ${siteName} 驗證碼是 ${code}。\n\n請在個人資料頁面輸入此驗證碼，將此地址設為您帳戶的電子郵件地址。驗證碼將在 ${minutes} 分鐘後失效。\n\n如果您沒有提出此請求，請忽略此郵件，您的帳戶不會有任何變更。\n`,
  }),
  emailChangeTakenMail: ({ siteName }) => ({
    subject: `${siteName} 電子郵件地址變更通知`,
    text: `有人申請將一個 ${siteName} 帳戶改用此電子郵件地址，但該地址已屬於另一個帳戶，因此無法使用。\n\n如果這是您本人的操作，請改用此地址登入，或選擇其他地址。\n如果這不是您本人的操作，請忽略此郵件，沒有任何變更。\n`,
  }),
  emailChangedNoticeMail: ({ siteName, newAddress, contactUrl }) => ({
    subject: `您的 ${siteName} 電子郵件地址已變更`,
    text: `您的 ${siteName} 帳戶的電子郵件地址已變更為 ${newAddress}。此地址不能再用於登入該帳戶，其他裝置也已登出。\n\n如果這是您本人的操作，無需再做任何事。\n如果不是，可能有人知道了您的密碼：請立即透過 ${contactUrl} 聯絡我們。\n`,
  }),
  reauthenticateCodeMail: ({ siteName, code, minutes }) => ({
    subject: `您的 ${siteName} 確認碼`,
    text: `您的 ${siteName} 確認碼是 ${code}。\n\n請在個人資料頁面輸入此確認碼，以確認是您本人。確認碼將在 ${minutes} 分鐘後失效。\n\n如果您沒有提出此請求，可能有人正在使用您的帳戶：請重設密碼，以登出所有裝置。\n`,
  }),
};

const es: AccountDataTexts = {
  emailChangeCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Confirma tu nueva dirección de correo de ${siteName}`,
    text: `Tu código de verificación de ${siteName} es ${code}.\n\nIntrodúcelo en tu página de perfil para que esta sea la dirección de correo de tu cuenta. Caduca en ${minutes} minutos.\n\nSi no lo has pedido tú, puedes ignorar este correo: no cambia nada.\n`,
  }),
  emailChangeTakenMail: ({ siteName }) => ({
    subject: `Cambio de dirección de correo en ${siteName}`,
    text: `Alguien ha pedido trasladar una cuenta de ${siteName} a esta dirección de correo, pero ya pertenece a una cuenta, así que no se puede usar.\n\nSi has sido tú, inicia sesión con esta dirección o elige otra.\nSi no has sido tú, puedes ignorar este correo: no ha cambiado nada.\n`,
  }),
  emailChangedNoticeMail: ({ siteName, newAddress, contactUrl }) => ({
    subject: `Se ha cambiado tu dirección de correo de ${siteName}`,
    text: `La dirección de correo de tu cuenta de ${siteName} se ha cambiado a ${newAddress}. Esta dirección ya no sirve para iniciar sesión en ella, y se han cerrado las sesiones de los demás dispositivos.\n\nSi has hecho tú el cambio, no tienes que hacer nada más.\nSi no, puede que alguien tenga tu contraseña: escríbenos cuanto antes en ${contactUrl}\n`,
  }),
  reauthenticateCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Tu código de confirmación de ${siteName}`,
    text: `Tu código de confirmación de ${siteName} es ${code}.\n\nIntrodúcelo en tu página de perfil para confirmar que eres tú. Caduca en ${minutes} minutos.\n\nSi no lo has pedido tú, puede que alguien esté usando tu cuenta: cierra todas las sesiones restableciendo tu contraseña.\n`,
  }),
};

const fr: AccountDataTexts = {
  emailChangeCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Confirmez votre nouvelle adresse e-mail ${siteName}`,
    text: `Votre code de vérification ${siteName} est ${code}.\n\nSaisissez-le sur votre page de profil pour faire de cette adresse celle de votre compte. Il expire dans ${minutes} minutes.\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.\n`,
  }),
  emailChangeTakenMail: ({ siteName }) => ({
    subject: `Changement d’adresse e-mail sur ${siteName}`,
    text: `Quelqu’un a demandé de transférer un compte ${siteName} vers cette adresse e-mail, mais elle appartient déjà à un compte : elle ne peut donc pas être utilisée.\n\nSi c’était vous, connectez-vous avec cette adresse ou choisissez-en une autre.\nSinon, ignorez cet e-mail : rien n’a changé.\n`,
  }),
  emailChangedNoticeMail: ({ siteName, newAddress, contactUrl }) => ({
    subject: `L’adresse e-mail de votre compte ${siteName} a été modifiée`,
    text: `L’adresse e-mail de votre compte ${siteName} a été remplacée par ${newAddress}. Cette adresse ne permet plus de vous y connecter, et les autres appareils ont été déconnectés.\n\nSi c’est vous qui avez fait ce changement, vous n’avez rien d’autre à faire.\nSinon, quelqu’un connaît peut-être votre mot de passe : contactez-nous sans attendre sur ${contactUrl}\n`,
  }),
  reauthenticateCodeMail: ({ siteName, code, minutes }) => ({
    subject: `Votre code de confirmation ${siteName}`,
    text: `Votre code de confirmation ${siteName} est ${code}.\n\nSaisissez-le sur votre page de profil pour confirmer que c’est bien vous. Il expire dans ${minutes} minutes.\n\nSi vous n’êtes pas à l’origine de cette demande, quelqu’un utilise peut-être votre compte : déconnectez toutes les sessions en réinitialisant votre mot de passe.\n`,
  }),
};

const TEXTS: Record<LangCode, AccountDataTexts> = { en, cn, tw, es, fr };

export function accountDataTexts(lang: LangCode): AccountDataTexts {
  return TEXTS[lang];
}
