import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { TAXONOMY } from '../../shared/taxonomy';
import { LANGUAGE_CODES, type LangCode } from '../../shared/languages';
import type { SiteConfig } from '../../shared/types';
import { ACCOUNT_MESSAGES, codeSentMessage } from '../../shared/account-messages';
import type { PolicySection, Translations } from '../../shared/translations';
import { DESK_SHAPE } from './desk-locale-shape';
import { TOTP_SHAPE } from './totp-locale-shape';

/**
 * The translation files of the xnews site: same structure in every language, no gaps, no untranslated copies,
 * the spec's exact English texts, and a config.json that is a complete SiteConfig.
 */

const SITE_DIR = new URL('../../config/sites/xnews/', import.meta.url);

function readJson(relative: string): unknown {
  return JSON.parse(readFileSync(new URL(relative, SITE_DIR), 'utf8')) as unknown;
}

const LANGS = LANGUAGE_CODES;
const OTHER_LANGS = LANGS.filter((l) => l !== 'en');
const messages = Object.fromEntries(LANGS.map((l) => [l, readJson(`locales/messages_${l}.json`)])) as Record<LangCode, unknown>;
const config = readJson('config.json') as Record<string, unknown>;

type Json = unknown;
type JsonObject = Record<string, Json>;

function isObject(v: Json): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/* ------------------------------------------------------------------------------------------------
 * The structure of Translations as a runtime value. The mapped type makes the compiler reject a
 * SHAPE with a missing or an extra key, so this test asserts the type and nothing beyond it.
 * ---------------------------------------------------------------------------------------------- */

type Kind<V> = V extends string
  ? 'string'
  : V extends string[]
    ? 'string[]'
    : V extends PolicySection[]
      ? 'sections'
      : string extends keyof V
        ? 'record'
        : ShapeOf<V>;
type ShapeOf<T> = { [K in keyof T]-?: Kind<NonNullable<T[K]>> };
type AnyShape = { [key: string]: 'string' | 'string[]' | 'sections' | 'record' | AnyShape };

const SECTIONS = 'sections';
const POLICY = { title: 'string', lastUpdated: 'string', introduction: 'string', sections: SECTIONS } as const;

const SHAPE: ShapeOf<Translations> = {
  navigations: {
    header: {
      home: 'string', news: 'string', signIn: 'string', back: 'string', archive: 'string', more: 'string', all: 'string',
      menu: 'string', language: 'string', theme: 'string', themeAuto: 'string', themeLight: 'string', themeDark: 'string', main: 'string', trending: 'string', world: 'string', politics: 'string',
      business: 'string', technology: 'string', entertainment: 'string', sports: 'string', health: 'string', lifestyle: 'string',
    },
    subcategories: 'record',
    footer: {
      copyright: 'string', about: 'string', contact: 'string', terms: 'string', privacy: 'string', followUs: 'string',
      subscribe: 'string', archive: 'string', newsletterPlaceholder: 'string', newsletterButton: 'string',
    },
    home: {
      title: 'string', description: 'string', keywords: 'string', viewArchive: 'string', subcategories: 'string', trendingNews: 'string',
      noNews: 'string', loadingInitial: 'string', loadingMore: 'string', retry: 'string', loadMoreFailed: 'string', featured: 'string',
    },
    news: {
      notFound: 'string', withdrawn: 'string', correctionNote: 'string', clarificationNote: 'string', correctionsLabel: 'string', loading: 'string', loadingRelated: 'string', noRelated: 'string', relatedFailed: 'string',
      relatedTitle: 'string', otherLists: 'string', summary: 'string', outlines: 'string', sources: 'string',
      hideSources: 'string', share: 'string', shareOnX: 'string', shareOnFacebook: 'string', by: 'string',
      previous: 'string', next: 'string', carousel: 'string', slide: 'string', languageFallbackNotice: 'string', missingParams: 'string',
      missingLangOrId: 'string', readBrief: 'string', textSize: 'string', textSizeDefault: 'string', textSizeLarge: 'string', textSizeLarger: 'string', readFull: 'string', publishedOn: 'string', readingTime: 'string',
    },
    corrections: {
      title: 'string', description: 'string', intro: 'string', empty: 'string', failed: 'string', allCorrections: 'string', feed: 'string',
      pagination: 'string', newer: 'string', older: 'string', page: 'string',
    },
    about: {
      title: 'string', description: 'string', realTimeTitle: 'string', realTimeContent: 'string', unbiasedTitle: 'string',
      unbiasedContent: 'string', accurateTitle: 'string', accurateContent: 'string', coverageTitle: 'string',
      coverageList: 'string[]', archiveTitle: 'string', archiveContent: 'string', whyChooseTitle: 'string',
      whyChooseList: 'string[]', conclusion: 'string',
    },
    contact: {
      title: 'string', description: 'string', location: 'string', emailLine: 'string', followUs: 'string', name: 'string',
      email: 'string', subject: 'string', message: 'string', submit: 'string', sending: 'string', success: 'string',
      error: 'string', fieldErrors: { name: 'string', email: 'string', subject: 'string', message: 'string' },
      rateLimited: 'string', honeypot: 'string',
    },
    notFound: { title: 'string', subtitle: 'string', homeLink: 'string' },
    archive: { title: 'string', description: 'string', archivemonth: { metadescription: 'string' } },
  },
  privacy: POLICY,
  terms: POLICY,
  archive: {
    backToCategories: 'string', selectMonth: 'string', selectCategory: 'string', backToArchive: 'string', loading: 'string',
    noNews: 'string', invalidParams: 'string', invalidCategory: 'string', error: 'string',
  },
  common: {
    loading: 'string', loadingContent: 'string', loadingAbout: 'string', loadingPrivacy: 'string', loadingTerms: 'string',
    skipToContent: 'string', breadcrumb: 'string', unexpectedError: 'string', tryAgainShortly: 'string',
  },
  account: {
    loginTitle: 'string', loginDescription: 'string', signupTitle: 'string', signupDescription: 'string', resetTitle: 'string',
    resetDescription: 'string', profileTitle: 'string', profileDescription: 'string', loginHeading: 'string', signupHeading: 'string',
    loginWithGoogle: 'string', loginWithFacebook: 'string', loginWithEmail: 'string', loginWithPhone: 'string', returnButton: 'string',
    signupPrompt: 'string', loginPrompt: 'string', email: 'string', password: 'string', phone: 'string', login: 'string',
    loggingIn: 'string', resetPassword: 'string', resetPlaceholder: 'string', resetHint: 'string', resetSubmit: 'string',
    backToLogin: 'string', sending: 'string', requestFailed: 'string', unknownResponse: 'string', networkError: 'string',
    rateLimited: 'string', unavailable: 'string', pageExpired: 'string', signupWithGoogle: 'string', signupWithFacebook: 'string',
    signupWithEmail: 'string', signupWithPhone: 'string', requestCode: 'string', codeSent: 'string', verificationCode: 'string',
    firstName: 'string', lastName: 'string', signUp: 'string', startAgain: 'string', country: 'string', confirmPhone: 'string',
    sendPhoneCode: 'string', submitVerification: 'string', optionalEmail: 'string', continue: 'string', newPassword: 'string',
    confirmPassword: 'string', passwordsDiffer: 'string', savePassword: 'string', goToLogin: 'string', profileLoading: 'string',
    name: 'string', provider: 'string', providers: { email: 'string', phone: 'string', google: 'string', facebook: 'string' },
    verified: 'string', notVerified: 'string', notGiven: 'string', signOut: 'string', signingOut: 'string', myAccount: 'string',
    testTitle: 'string', testDescription: 'string', usersTitle: 'string', username: 'string', noUsers: 'string', loadingUsers: 'string',
    errors: {
      emailRequired: 'string', emailInvalid: 'string', emailTooLong: 'string', nameRequired: 'string', nameTooLong: 'string', nameInvalid: 'string',
      passwordTooShort: 'string', passwordTooLong: 'string', phonePasswordLength: 'string', passwordRequired: 'string',
      emailCodeIncorrect: 'string', phoneCodeRequired: 'string', phoneCodeIncorrect: 'string', codeExpired: 'string',
      codeExhausted: 'string', phoneConfirmMismatch: 'string', notAPhoneNumber: 'string', phoneIncomplete: 'string',
      phoneRequired: 'string', dialCodeUnsupported: 'string', registrationSuccess: 'string', emailLoginFailed: 'string',
      phoneLoginFailed: 'string', noAccessToken: 'string', sessionInvalid: 'string', signedOut: 'string', resetRequested: 'string',
      resetDone: 'string', resetTokenMissing: 'string', resetTokenInvalid: 'string', resetTokenExpired: 'string',
      resetTokenExhausted: 'string', adminOnly: 'string', accountDisabled: 'string',
    },
    socialErrors: {
      redirect_uri_invalid: 'string', provider_not_configured: 'string', sign_in_cancelled: 'string', state_invalid: 'string',
      state_expired: 'string', provider_error: 'string', provider_timeout: 'string', rate_limited: 'string', account_disabled: 'string',
    },
  },
  newsletter: {
    title: 'string', description: 'string', intro: 'string', email: 'string', topics: 'string', topStories: 'string',
    followedTopic: 'string', frequency: 'string', daily: 'string', weekly: 'string', language: 'string', subscribe: 'string', subscribing: 'string',
    checkInbox: 'string', sentTitle: 'string', sentBody: 'string',
    problems: { invalid: 'string', rateLimited: 'string', unavailable: 'string' },
    failed: 'string', confirmTitle: 'string', confirmed: 'string', alreadyConfirmed: 'string', linkExpired: 'string',
    linkInvalid: 'string', askAgain: 'string', managePreferences: 'string', preferencesTitle: 'string', preferencesFor: 'string',
    save: 'string', saving: 'string', saved: 'string', unsubscribeTitle: 'string', unsubscribeQuestion: 'string',
    unsubscribe: 'string', unsubscribing: 'string', unsubscribed: 'string', pending: 'string', profileNone: 'string',
    profileSubscribe: 'string', profileSubscribed: 'string', profileUnverified: 'string', profileFailed: 'string',
  },
  search: {
    landmark: 'string',
    inputLabel: 'string',
    placeholder: 'string',
    submit: 'string',
    open: 'string',
    suggestions: 'string',
    title: 'string',
    emptyTitle: 'string',
    description: 'string',
    prompt: 'string',
    resultsOne: 'string',
    resultsMany: 'string',
    noResults: 'string',
    trending: 'string',
    category: 'string',
    allCategories: 'string',
    order: 'string',
    relevance: 'string',
    recent: 'string',
    apply: 'string',
    pagination: 'string',
    previous: 'string',
    next: 'string',
    pageOf: 'string',
    failed: 'string',
  },
  reader: {
    save: 'string',
    saveLabel: 'string',
    announceSaved: 'string',
    announceRemoved: 'string',
    saveFailed: 'string',
    remove: 'string',
    removeFailed: 'string',
    savedTitle: 'string',
    savedDescription: 'string',
    savedEmpty: 'string',
    loadFailed: 'string',
    follow: 'string',
    followLabel: 'string',
    announceFollowed: 'string',
    announceUnfollowed: 'string',
    followFailed: 'string',
    forYouTitle: 'string',
    forYouDescription: 'string',
    forYouEmpty: 'string',
    categories: 'string',
  },
  accountData: {
    title: 'string',
    intro: 'string',
    downloadTitle: 'string',
    downloadHint: 'string',
    download: 'string',
    emailTitle: 'string',
    currentEmail: 'string',
    newEmail: 'string',
    sendCode: 'string',
    codeSent: 'string',
    code: 'string',
    changeEmail: 'string',
    otherAddress: 'string',
    emailChanged: 'string',
    sameEmail: 'string',
    codeIncorrect: 'string',
    passwordTitle: 'string',
    currentPassword: 'string',
    changePassword: 'string',
    passwordChanged: 'string',
    passwordIncorrect: 'string',
    noPassword: 'string',
    deleteTitle: 'string',
    deleteWarning: 'string',
    deleteStart: 'string',
    deleteConfirm: 'string',
    cancel: 'string',
    deleting: 'string',
    reauthTitle: 'string',
    reauthHint: 'string',
    confirmIdentity: 'string',
    emailMeCode: 'string',
    reauthCodeSent: 'string',
    signInAgain: 'string',
    reauthenticated: 'string',
    hasPassword: 'string',
    noVerifiedEmail: 'string',
    deletedTitle: 'string',
    deletedDescription: 'string',
    deletedText: 'string',
    backToNews: 'string',
  },
  passkeys: {
    signIn: 'string', signingIn: 'string', refused: 'string', cancelled: 'string', unsupported: 'string', expired: 'string',
    title: 'string', intro: 'string', none: 'string', name: 'string', defaultName: 'string', add: 'string', adding: 'string',
    added: 'string', addCancelled: 'string', exists: 'string', limit: 'string', staffNeedsSecondFactor: 'string', created: 'string', lastUsed: 'string',
    neverUsed: 'string', rename: 'string', renameNamed: 'string', save: 'string', cancel: 'string', renamed: 'string',
    remove: 'string', removeNamed: 'string', removeQuestion: 'string', keep: 'string', removed: 'string', failed: 'string',
    loadFailed: 'string', nameRequired: 'string', nameTooLong: 'string', nameInvalid: 'string',
  },
  totp: TOTP_SHAPE,
  desk: DESK_SHAPE,
};

const SECTION_KEYS = new Set(['title', 'description', 'list']);

function isStringArray(v: Json): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

/** Every way `value` departs from `shape`, as 'path: problem'. */
function shapeErrors(value: Json, shape: AnyShape, path: string): string[] {
  if (!isObject(value)) return [`${path || '(root)'}: expected an object`];
  const errors: string[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in shape)) errors.push(`${path}${key}: not in the Translations type`);
  }
  for (const [key, kind] of Object.entries(shape)) {
    const at = `${path}${key}`;
    const v = value[key];
    if (v === undefined) {
      errors.push(`${at}: missing`);
    } else if (kind === 'string') {
      if (typeof v !== 'string') errors.push(`${at}: expected a string`);
    } else if (kind === 'string[]') {
      if (!isStringArray(v)) errors.push(`${at}: expected an array of strings`);
    } else if (kind === 'record') {
      if (!isObject(v) || !Object.values(v).every((x) => typeof x === 'string')) errors.push(`${at}: expected an object of strings`);
    } else if (kind === 'sections') {
      if (!Array.isArray(v)) {
        errors.push(`${at}: expected an array of sections`);
        continue;
      }
      v.forEach((s: Json, i) => {
        const sp = `${at}[${i}]`;
        if (!isObject(s)) {
          errors.push(`${sp}: expected a section object`);
          return;
        }
        for (const k of Object.keys(s)) if (!SECTION_KEYS.has(k)) errors.push(`${sp}.${k}: not in the Translations type`);
        if (typeof s.title !== 'string') errors.push(`${sp}.title: expected a string`);
        if (typeof s.description !== 'string') errors.push(`${sp}.description: expected a string`);
        if (s.list !== undefined && !isStringArray(s.list)) errors.push(`${sp}.list: expected an array of strings`);
      });
    } else {
      errors.push(...shapeErrors(v, kind, `${at}.`));
    }
  }
  return errors;
}

/** Every leaf of a JSON value: path → value, arrays as path[i]. Object and array paths are included too. */
function leaves(value: Json, path = '', out = new Map<string, Json>()): Map<string, Json> {
  if (Array.isArray(value)) {
    out.set(path, '[array]');
    for (const [i, v] of value.entries()) leaves(v, `${path}[${i}]`, out);
  } else if (isObject(value)) {
    if (path) out.set(path, '{object}');
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  } else {
    out.set(path, value);
  }
  return out;
}

/** The value at a dotted path of object keys (no array indices), or undefined. */
function get(value: Json, path: string): Json {
  let v = value;
  for (const key of path.split('.')) v = isObject(v) ? v[key] : undefined;
  return v;
}

/** Texts that another language writes exactly as English does: names, and words both languages share. */
const SPELLED_ALIKE: Record<Exclude<LangCode, 'en'>, ReadonlySet<string>> = {
  cn: new Set(['Web3']),
  tw: new Set(['Web3', 'Google']),
  es: new Set(['Debate', 'Fandom', 'Golf', 'Hockey', 'MMA', 'Nuclear', 'Rugby', 'Startups', 'Streaming', 'Web3', 'Google', 'Facebook']),
  fr: new Set([
    'Menu', 'Sports', 'Contact', 'Message', 'Animation', 'Art', 'Baseball', 'Cricket', 'Culture', 'Festivals', 'Finance', 'Golf',
    'Hockey', 'Immigration', 'International', 'Justice', 'MMA', 'Police', 'Religion', 'Rugby', 'Streaming', 'Tennis', 'Web3',
    'Google', 'Facebook', 'Correction',
  ]),
};

/*
 * Common characters that only one of the two Chinese scripts uses, pair by pair: a Simplified one
 * in a tw text (or the reverse) means that text was copied from the other language, or converted
 * only in part.
 */
const SIMPLIFIED_ONLY = '们这说时会来对发为与过个还国进没样关问门见经动现应长认无实学书车东听让语电话钟网页读写协传议闻轮载试导务请输邮讯处专业报数据华类乐飞机条称诉论访帐户号码获护隐权终维营线级结构组织';
const TRADITIONAL_ONLY = '們這說時會來對發為與過個還國進沒樣關問門見經動現應長認無實學書車東聽讓語電話鐘網頁讀寫協傳議聞輪載試導務請輸郵訊處專業報數據華類樂飛機條稱訴論訪帳戶號碼獲護隱權終維營線級結構組織';

const flat = Object.fromEntries(LANGS.map((l) => [l, leaves(messages[l])])) as Record<LangCode, Map<string, Json>>;

/** The texts of a language, path → text, without the object and array entries of `leaves`. */
function textsOf(lang: LangCode): [string, string][] {
  return [...flat[lang]].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '[array]' && entry[1] !== '{object}');
}

function placeholders(s: string): string[] {
  return (s.match(/\{[^{}]*\}/g) ?? []).sort();
}

describe('translation files', () => {
  it.each(LANGS)('messages_%s.json has exactly the structure of the Translations type', (lang) => {
    expect(shapeErrors(messages[lang], SHAPE as AnyShape, '').map((e) => `${lang}: ${e}`)).toEqual([]);
  });

  it('every language has the same keys, array lengths and element shapes as English', () => {
    const en = new Set(flat.en.keys());
    const errors: string[] = [];
    for (const lang of OTHER_LANGS) {
      const other = new Set(flat[lang].keys());
      for (const p of en) if (!other.has(p)) errors.push(`${lang}: missing ${p}`);
      for (const p of other) if (!en.has(p)) errors.push(`${lang}: has ${p}, which en lacks`);
      for (const p of en) {
        if (!other.has(p)) continue;
        const a = flat.en.get(p);
        const b = flat[lang].get(p);
        if (typeof a !== typeof b || (a === '[array]') !== (b === '[array]') || (a === '{object}') !== (b === '{object}')) {
          errors.push(`${lang}: ${p} has a different kind of value than en`);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  it('has no empty or whitespace-only strings', () => {
    const errors: string[] = [];
    for (const lang of LANGS) {
      for (const [p, v] of flat[lang]) if (typeof v === 'string' && v.trim() === '') errors.push(`${lang}: ${p} is empty`);
    }
    expect(errors).toEqual([]);
  });

  it('keeps the same {placeholders} as English in every language', () => {
    const errors: string[] = [];
    for (const [p, v] of flat.en) {
      if (typeof v !== 'string') continue;
      const expected = placeholders(v);
      for (const lang of OTHER_LANGS) {
        const o = flat[lang].get(p);
        if (typeof o !== 'string') continue;
        const got = placeholders(o);
        if (got.join() !== expected.join()) errors.push(`${lang}: ${p} has ${got.join(' ') || 'no placeholders'}, en has ${expected.join(' ') || 'none'}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('has no English text copied untranslated into another language, bar words spelled alike', () => {
    const errors: string[] = [];
    for (const [p, v] of textsOf('en')) {
      for (const lang of OTHER_LANGS) {
        if (flat[lang].get(p) === v && !SPELLED_ALIKE[lang].has(v)) errors.push(`${lang}: ${p} is the English text '${v}'`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('writes cn in Chinese with Simplified characters and tw with Traditional ones', () => {
    const errors: string[] = [];
    for (const [lang, foreign] of [['cn', TRADITIONAL_ONLY], ['tw', SIMPLIFIED_ONLY]] as const) {
      for (const [p, v] of textsOf(lang)) {
        if (!/\p{Script=Han}/u.test(v) && !SPELLED_ALIKE[lang].has(v)) errors.push(`${lang}: ${p} has no Chinese in it: '${v}'`);
        const wrong = [...v].filter((character) => foreign.includes(character));
        if (wrong.length > 0) errors.push(`${lang}: ${p} has ${wrong.join('')}, which belong to the other script`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('quotes the spec texts exactly in English', () => {
    const exact: Record<string, string> = {
      'navigations.home.noNews': 'No news available today for {type}',
      'navigations.home.loadingInitial': 'Loading initial news...',
      'navigations.home.viewArchive': 'View News Archive',
      'navigations.home.trendingNews': 'Trending News',
      'navigations.news.notFound': 'News not found',
      'navigations.news.loadingRelated': 'Loading related news...',
      'navigations.news.noRelated': 'No related news found.',
      'navigations.news.relatedFailed': 'Failed to load related news.',
      'navigations.news.summary': 'Summary',
      'navigations.news.outlines': 'Outlines',
      'navigations.news.missingParams': 'Error: Missing language or news id in URL',
      'navigations.news.missingLangOrId': 'Error: lang or newsId missing in URL',
      'navigations.contact.success': 'Thank you for your message! We will get back to you soon.',
      'navigations.contact.error': 'An error occurred while submitting the form. Please try again.',
      'navigations.contact.sending': 'Sending...',
      'navigations.contact.emailLine': 'Email: {email}',
      'privacy.lastUpdated': 'Last Updated: May 3, 2025',
      'terms.lastUpdated': 'Last Updated: May 3, 2025',
      'archive.backToCategories': 'Back to Categories',
      'archive.invalidCategory': 'Invalid category',
      'archive.invalidParams': 'Invalid archive parameters.',
      'archive.noNews': 'No news found for this category and month.',
      'archive.error': 'Unknown error',
      'common.loading': 'Loading...',
      'common.loadingContent': 'Loading content...',
      'common.loadingAbout': 'Loading About Page...',
      'common.loadingPrivacy': 'Loading Privacy Policy...',
      'common.loadingTerms': 'Loading Terms of Service...',
      'common.unexpectedError': 'Unexpected Application Error!',
      'account.loginHeading': 'Customers Login...',
      'account.loginWithEmail': 'Login With Email',
      'account.loginWithPhone': 'Login With Phone',
      'account.returnButton': 'Return',
      'account.signupPrompt': 'New user? Sign up!',
      'account.login': 'Login',
      'account.resetPassword': 'Reset Password',
      'account.resetPlaceholder': 'Email to Reset Password',
      'account.resetHint': 'Enter email address to Reset Password.',
      'account.resetSubmit': 'Submit Password Reset Request',
      'account.requestFailed': 'Request failed',
      'account.unknownResponse': 'Unknown response',
      'account.signupWithEmail': 'Sign Up With Email',
      'account.signupWithPhone': 'Sign Up With Phone',
      'account.sendPhoneCode': 'Send Verification Code !',
      'account.submitVerification': 'Submit Verification',
    };
    for (const [p, text] of Object.entries(exact)) expect(get(messages.en, p), p).toBe(text);
  });

  it('writes the account messages in English exactly as the validators and the API say them (shared/account-messages.ts)', () => {
    const errors = get(messages.en, 'account.errors');
    expect(isObject(errors)).toBe(true);
    for (const [key, text] of Object.entries(errors as JsonObject)) expect(text, key).toBe(ACCOUNT_MESSAGES[key as keyof typeof ACCOUNT_MESSAGES]);
  });

  it('says where a code went in English exactly as the API does', () => {
    const template = get(messages.en, 'account.codeSent') as string;
    expect(template.replace('{address}', 'ada@example.com').replace('{minutes}', '10')).toBe(codeSentMessage('ada@example.com', 10));
  });

  it('puts {siteName} in the footer copyright of every language', () => {
    for (const lang of LANGS) expect(get(messages[lang], 'navigations.footer.copyright'), lang).toContain('{siteName}');
  });

  it('dates lastUpdated May 3, 2025 in every language', () => {
    for (const lang of LANGS) {
      for (const page of ['privacy', 'terms']) {
        const text = get(messages[lang], `${page}.lastUpdated`);
        expect(text, `${lang}: ${page}.lastUpdated`).toMatch(/2025/);
        expect(text, `${lang}: ${page}.lastUpdated`).toMatch(/(^|\D)3(\D|$)/);
      }
    }
  });

  it('states the age limit of 13 in the privacy policy and the terms of every language', () => {
    for (const lang of LANGS) {
      for (const page of ['privacy', 'terms']) {
        const text = JSON.stringify((messages[lang] as JsonObject)[page]);
        expect(text, `${lang}: ${page} never mentions 13`).toMatch(/(^|\D)13(\D|$)/);
      }
    }
  });

  it('has a label for every subcategory of the taxonomy in every language', () => {
    const names = [...new Set(Object.values(TAXONOMY).flat())];
    const errors: string[] = [];
    for (const lang of LANGS) {
      const subs = get(messages[lang], 'navigations.subcategories');
      for (const name of names) {
        if (!isObject(subs) || typeof subs[name] !== 'string') errors.push(`${lang}: navigations.subcategories.${name} missing`);
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('config.json', () => {
  const KEYS = [
    'siteName', 'sitePath', 'domainName', 'hideSubcategoryDropdowns', 'sites_news_lists', 'archive_start_year_month',
    'languageCodes', 'embedVideo', 'embedImage', 'rootHelmet', 'style', 'news_author', 'news_publisher', 'contactEmail',
    'loading', 'error',
  ] as const satisfies readonly (keyof SiteConfig)[];
  // Fails to compile when SiteConfig gains a field that KEYS lacks.
  const exhaustive: [Exclude<keyof SiteConfig, (typeof KEYS)[number]>] extends [never] ? true : never = true;

  const NESTED: Record<string, readonly string[]> = {
    archive_start_year_month: ['year', 'month'] satisfies (keyof SiteConfig['archive_start_year_month'])[],
    rootHelmet: ['googleAdsenseAccount', 'title', 'description'] satisfies (keyof SiteConfig['rootHelmet'])[],
    style: ['headerBg', 'headerText', 'headerClassName', 'footerClassName'] satisfies (keyof SiteConfig['style'])[],
    news_author: ['name', 'url'] satisfies (keyof SiteConfig['news_author'])[],
    news_publisher: ['name', 'url', 'logo'] satisfies (keyof SiteConfig['news_publisher'])[],
  };

  it('has every SiteConfig field', () => {
    expect(exhaustive).toBe(true);
    const missing = KEYS.filter((k) => !(k in config));
    expect(missing).toEqual([]);
    for (const [key, fields] of Object.entries(NESTED)) {
      const v = config[key];
      expect(isObject(v), key).toBe(true);
      for (const f of fields) expect(isObject(v) && f in v, `${key}.${f}`).toBe(true);
    }
    for (const k of ['hideSubcategoryDropdowns', 'embedVideo', 'embedImage', 'loading'] as const) expect(typeof config[k], k).toBe('boolean');
    for (const k of ['siteName', 'sitePath', 'domainName', 'contactEmail'] as const) expect(typeof config[k], k).toBe('string');
  });

  it('configures exactly the languages en, cn, tw, es, fr', () => {
    expect(config.languageCodes).toEqual(['en', 'cn', 'tw', 'es', 'fr']);
  });

  it('lists only known news lists, each with a header label', () => {
    const lists = config.sites_news_lists as string[];
    for (const list of lists) {
      expect(Object.keys(TAXONOMY), list).toContain(list);
      for (const lang of LANGS) expect(typeof get(messages[lang], `navigations.header.${list}`), `${lang}: header.${list}`).toBe('string');
    }
  });
});
