import type { LangCode } from '../../../shared/languages';
import type { NewsletterFrequency } from '../../../shared/newsletter';

/** What a digest mail says around its stories, in the subscriber's language. Server-only: mail is no page. */
export interface DigestTexts {
  subject: Record<NewsletterFrequency, (siteName: string) => string>;
  /** The line under the site's name: which digest of which period. */
  heading: Record<NewsletterFrequency, (period: string) => string>;
  intro: string;
  /** The 'top' topic's heading; the others are the site's list names. */
  topStories: string;
  /** The heading of what the subscriber's account follows (decision 019). */
  followed: string;
  readMore: string;
  why: (siteName: string) => string;
  preferences: string;
  unsubscribe: string;
}

export const DIGEST_TEXTS: Record<LangCode, DigestTexts> = {
  en: {
    subject: { daily: (site) => `Your ${site} daily digest`, weekly: (site) => `Your ${site} weekly digest` },
    heading: { daily: (period) => `Daily digest · ${period}`, weekly: (period) => `Weekly digest · ${period}` },
    intro: 'The most important stories in the topics you chose.',
    topStories: 'Top stories',
    followed: 'What you follow',
    readMore: 'Read the full analysis',
    why: (site) => `You receive this email because you subscribed to the ${site} newsletter.`,
    preferences: 'Change topics, frequency or language',
    unsubscribe: 'Unsubscribe',
  },
  cn: {
    subject: { daily: (site) => `您的${site}每日摘要`, weekly: (site) => `您的${site}每周摘要` },
    heading: { daily: (period) => `每日摘要 · ${period}`, weekly: (period) => `每周摘要 · ${period}` },
    intro: '您所选主题中最重要的新闻。',
    topStories: '头条新闻',
    followed: '您关注的内容',
    readMore: '阅读完整分析',
    why: (site) => `您收到这封邮件，是因为您订阅了${site}的新闻简报。`,
    preferences: '更改主题、频率或语言',
    unsubscribe: '退订',
  },
  tw: {
    subject: { daily: (site) => `您的${site}每日摘要`, weekly: (site) => `您的${site}每週摘要` },
    heading: { daily: (period) => `每日摘要 · ${period}`, weekly: (period) => `每週摘要 · ${period}` },
    intro: '您所選主題中最重要的新聞。',
    topStories: '頭條新聞',
    followed: '您關注的內容',
    readMore: '閱讀完整分析',
    why: (site) => `您收到這封郵件，是因為您訂閱了${site}的電子報。`,
    preferences: '變更主題、頻率或語言',
    unsubscribe: '取消訂閱',
  },
  es: {
    subject: { daily: (site) => `Tu resumen diario de ${site}`, weekly: (site) => `Tu resumen semanal de ${site}` },
    heading: { daily: (period) => `Resumen diario · ${period}`, weekly: (period) => `Resumen semanal · ${period}` },
    intro: 'Las noticias más importantes de los temas que elegiste.',
    topStories: 'Noticias destacadas',
    followed: 'Lo que sigues',
    readMore: 'Leer el análisis completo',
    why: (site) => `Recibes este correo porque te suscribiste al boletín de ${site}.`,
    preferences: 'Cambiar temas, frecuencia o idioma',
    unsubscribe: 'Darse de baja',
  },
  fr: {
    subject: { daily: (site) => `Votre résumé quotidien ${site}`, weekly: (site) => `Votre résumé hebdomadaire ${site}` },
    heading: { daily: (period) => `Résumé quotidien · ${period}`, weekly: (period) => `Résumé hebdomadaire · ${period}` },
    intro: 'Les informations les plus importantes dans les thèmes que vous avez choisis.',
    topStories: 'À la une',
    followed: 'Ce que vous suivez',
    readMore: 'Lire l’analyse complète',
    why: (site) => `Vous recevez cet e-mail parce que vous êtes abonné à la lettre d’information de ${site}.`,
    preferences: 'Modifier les thèmes, la fréquence ou la langue',
    unsubscribe: 'Se désabonner',
  },
};
