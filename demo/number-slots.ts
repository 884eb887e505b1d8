import type { Localized } from './localized';

/*
 * Numbers are slot values too: each language writes them its own way (1,250 / 1250 / 1 250,
 * "$2.4 billion" / "24亿美元" / "2400 millones de dólares"), so a story's figures read
 * naturally in every version while staying the same figure.
 */

const NBSP = '\u00a0';
const formatters = {
  en: new Intl.NumberFormat('en-US'),
  zh: new Intl.NumberFormat('zh-CN'),
  es: new Intl.NumberFormat('es-ES'),
  fr: new Intl.NumberFormat('fr-FR'),
};

function decimal(value: number, separator: '.' | ','): string {
  const text = String(Math.round(value * 100) / 100);
  return separator === ',' ? text.replace('.', ',') : text;
}

export function plainNumber(value: number): Localized {
  const text = String(value);
  return { en: text, cn: text, tw: text, es: text, fr: text };
}

export function count(value: number): Localized {
  const zh = formatters.zh.format(value);
  return { en: formatters.en.format(value), cn: zh, tw: zh, es: formatters.es.format(value), fr: formatters.fr.format(value) };
}

export function percent(value: number): Localized {
  return { en: `${value}%`, cn: `${value}%`, tw: `${value}%`, es: `${value}${NBSP}%`, fr: `${value}${NBSP}%` };
}

/** An amount in millions of US dollars, at most two significant digits. */
export function dollars(millions: number): Localized {
  const billions = millions >= 1000;
  const hundredMillions = millions >= 100;
  return {
    en: billions ? `$${decimal(millions / 1000, '.')} billion` : `$${millions} million`,
    cn: hundredMillions ? `${decimal(millions / 100, '.')}亿美元` : `${millions * 100}万美元`,
    tw: hundredMillions ? `${decimal(millions / 100, '.')}億美元` : `${millions * 100}萬美元`,
    es: `${formatters.es.format(millions)} millones de dólares`,
    fr: billions ? `${decimal(millions / 1000, ',')} milliards de dollars` : `${millions} millions de dollars`,
  };
}

/** A count in millions with one decimal (views, plays): "2.4 million", "240万". */
export function millions(tenths: number): Localized {
  const value = tenths / 10;
  return {
    en: `${decimal(value, '.')} million`,
    cn: `${tenths * 10}万`,
    tw: `${tenths * 10}萬`,
    es: `${decimal(value, ',')} millones`,
    fr: `${decimal(value, ',')} millions`,
  };
}

const WEEKDAYS: readonly [Localized, ...Localized[]] = [
  { en: 'on Sunday', cn: '周日', tw: '週日', es: 'el domingo', fr: 'dimanche' },
  { en: 'on Monday', cn: '周一', tw: '週一', es: 'el lunes', fr: 'lundi' },
  { en: 'on Tuesday', cn: '周二', tw: '週二', es: 'el martes', fr: 'mardi' },
  { en: 'on Wednesday', cn: '周三', tw: '週三', es: 'el miércoles', fr: 'mercredi' },
  { en: 'on Thursday', cn: '周四', tw: '週四', es: 'el jueves', fr: 'jeudi' },
  { en: 'on Friday', cn: '周五', tw: '週五', es: 'el viernes', fr: 'vendredi' },
  { en: 'on Saturday', cn: '周六', tw: '週六', es: 'el sábado', fr: 'samedi' },
];

/** "On which day" as a sentence uses it, taken from the post time so the text matches the date. */
export function weekdayOf(epochSeconds: number): Localized {
  const day = new Date(epochSeconds * 1000).getUTCDay();
  return WEEKDAYS[day] ?? WEEKDAYS[0];
}

/** Two significant digits, so amounts look like reported figures (3.4 billion, 450 million). */
export function roundToTwoDigits(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
