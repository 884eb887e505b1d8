import type { LangCode } from '../../../shared/languages';
import type { ContactField } from './send-contact';

export interface ContactFormTexts {
  /** Shown beside a field the API refused. */
  fields: Record<ContactField, string>;
  /** The API's rate limit (5 messages in 10 minutes from one network). */
  rateLimited: string;
  /** The honeypot's label, which only bots ever read. */
  honeypot: string;
}

/*
 * The form's own feedback, beyond the spec's texts in the locale files. It lives here for now
 * because tests/unit/locales.test.ts pins the shape of Translations; it belongs under
 * navigations.contact of the locale files once that test's SHAPE can take the keys.
 */
export const CONTACT_FORM_TEXTS: Record<LangCode, ContactFormTexts> = {
  en: {
    fields: {
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, such as name@example.com.',
      subject: 'Please enter a subject.',
      message: 'Please enter your message.',
    },
    rateLimited: 'You have sent too many messages. Please wait a few minutes and try again.',
    honeypot: 'Leave this field empty',
  },
  cn: {
    fields: {
      name: '请输入您的姓名。',
      email: '请输入有效的电子邮箱地址，例如 name@example.com。',
      subject: '请输入主题。',
      message: '请输入留言内容。',
    },
    rateLimited: '您发送的留言过多，请稍等几分钟后再试。',
    honeypot: '请勿填写此栏',
  },
  tw: {
    fields: {
      name: '請輸入您的姓名。',
      email: '請輸入有效的電子郵件地址，例如 name@example.com。',
      subject: '請輸入主旨。',
      message: '請輸入訊息內容。',
    },
    rateLimited: '您傳送的訊息過多，請稍候幾分鐘再試。',
    honeypot: '請勿填寫此欄',
  },
  es: {
    fields: {
      name: 'Escribe tu nombre.',
      email: 'Escribe una dirección de correo electrónico válida, como nombre@ejemplo.com.',
      subject: 'Escribe un asunto.',
      message: 'Escribe tu mensaje.',
    },
    rateLimited: 'Has enviado demasiados mensajes. Espera unos minutos y vuelve a intentarlo.',
    honeypot: 'Deja este campo vacío',
  },
  fr: {
    fields: {
      name: 'Veuillez saisir votre nom.',
      email: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
      subject: 'Veuillez saisir un objet.',
      message: 'Veuillez saisir votre message.',
    },
    rateLimited: 'Vous avez envoyé trop de messages. Veuillez patienter quelques minutes avant de réessayer.',
    honeypot: 'Laissez ce champ vide',
  },
};
