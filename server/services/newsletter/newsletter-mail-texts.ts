import type { LangCode } from '../../../shared/languages';

/** The words of the mails a subscription request gets; {siteName} and {link} are filled in. */
export interface NewsletterMailTexts {
  confirmSubject: string;
  /** The confirmation mail: the single-use link, valid 48 hours. */
  confirmBody: string;
  noticeSubject: string;
  /** The answer to a request for an address already subscribed: the link to manage it. */
  noticeBody: string;
}

/**
 * Server-only: these go in mails, never to pages, so they live here rather than
 * in the locale files. Each is written for its readers, not translated word for word.
 */
export const NEWSLETTER_MAIL_TEXTS: Record<LangCode, NewsletterMailTexts> = {
  en: {
    confirmSubject: 'Confirm your subscription to the {siteName} newsletter',
    confirmBody: [
      'Hello,',
      '',
      'Someone, hopefully you, asked to receive the {siteName} newsletter at this address.',
      'To confirm, open this link within 48 hours:',
      '',
      '{link}',
      '',
      'If you did not ask for it, ignore this mail: you will not be subscribed, and we will delete the request within a week.',
      '',
      'The {siteName} team',
    ].join('\n'),
    noticeSubject: 'You are already subscribed to the {siteName} newsletter',
    noticeBody: [
      'Hello,',
      '',
      'Someone, hopefully you, asked to subscribe this address to the {siteName} newsletter. It is already subscribed, so nothing has changed.',
      'To choose your topics, how often you get the digest or its language, or to unsubscribe, open:',
      '',
      '{link}',
      '',
      'The {siteName} team',
    ].join('\n'),
  },
  cn: {
    confirmSubject: '请确认订阅 {siteName} 新闻简报',
    confirmBody: [
      '您好：',
      '',
      '有人（希望是您本人）申请用此邮箱接收 {siteName} 新闻简报。',
      '请在 48 小时内打开以下链接确认订阅：',
      '',
      '{link}',
      '',
      '如果这不是您的申请，请忽略本邮件：您不会被订阅，我们会在一周内删除这条申请。',
      '',
      '{siteName} 团队',
    ].join('\n'),
    noticeSubject: '您已订阅 {siteName} 新闻简报',
    noticeBody: [
      '您好：',
      '',
      '有人（希望是您本人）申请用此邮箱订阅 {siteName} 新闻简报。该邮箱已经订阅，因此没有任何变更。',
      '如需选择主题、接收频率或语言，或退订，请打开：',
      '',
      '{link}',
      '',
      '{siteName} 团队',
    ].join('\n'),
  },
  tw: {
    confirmSubject: '請確認訂閱 {siteName} 電子報',
    confirmBody: [
      '您好：',
      '',
      '有人（希望是您本人）申請以此信箱接收 {siteName} 電子報。',
      '請於 48 小時內開啟以下連結確認訂閱：',
      '',
      '{link}',
      '',
      '如果這不是您的申請，請略過本郵件：您不會被訂閱，我們會在一週內刪除這筆申請。',
      '',
      '{siteName} 團隊',
    ].join('\n'),
    noticeSubject: '您已訂閱 {siteName} 電子報',
    noticeBody: [
      '您好：',
      '',
      '有人（希望是您本人）申請以此信箱訂閱 {siteName} 電子報。此信箱已經訂閱，因此沒有任何變更。',
      '如需選擇主題、收信頻率或語言，或取消訂閱，請開啟：',
      '',
      '{link}',
      '',
      '{siteName} 團隊',
    ].join('\n'),
  },
  es: {
    confirmSubject: 'Confirma tu suscripción al boletín de {siteName}',
    confirmBody: [
      'Hola:',
      '',
      'Alguien, esperamos que tú, ha pedido recibir el boletín de {siteName} en esta dirección.',
      'Para confirmarlo, abre este enlace en las próximas 48 horas:',
      '',
      '{link}',
      '',
      'Si no lo has pedido, ignora este correo: no quedarás suscrito y borraremos la solicitud en una semana.',
      '',
      'El equipo de {siteName}',
    ].join('\n'),
    noticeSubject: 'Ya estás suscrito al boletín de {siteName}',
    noticeBody: [
      'Hola:',
      '',
      'Alguien, esperamos que tú, ha pedido suscribir esta dirección al boletín de {siteName}. Ya estaba suscrita, así que no ha cambiado nada.',
      'Para elegir tus temas, la frecuencia o el idioma del boletín, o para darte de baja, abre:',
      '',
      '{link}',
      '',
      'El equipo de {siteName}',
    ].join('\n'),
  },
  fr: {
    confirmSubject: 'Confirmez votre abonnement à la lettre d’information de {siteName}',
    confirmBody: [
      'Bonjour,',
      '',
      'Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information de {siteName} à cette adresse.',
      'Pour confirmer, ouvrez ce lien dans les 48 heures :',
      '',
      '{link}',
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne serez pas abonné, et la demande sera effacée sous une semaine.',
      '',
      'L’équipe {siteName}',
    ].join('\n'),
    noticeSubject: 'Vous êtes déjà abonné à la lettre d’information de {siteName}',
    noticeBody: [
      'Bonjour,',
      '',
      'Quelqu’un, vous sans doute, a demandé à abonner cette adresse à la lettre d’information de {siteName}. Elle l’est déjà : rien n’a changé.',
      'Pour choisir vos rubriques, la fréquence ou la langue de la lettre, ou pour vous désabonner, ouvrez :',
      '',
      '{link}',
      '',
      'L’équipe {siteName}',
    ].join('\n'),
  },
};
