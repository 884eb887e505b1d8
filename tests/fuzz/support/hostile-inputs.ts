import fc from 'fast-check';

/**
 * Texts that break parsers: number forms JavaScript and PostgreSQL read differently, keys that
 * reach Object.prototype, SQL metacharacters (keywords in lower case, so that an echo of them
 * is not mistaken for a leak), invisible and unpaired characters, markup and very long text.
 */
const HOSTILE_TEXTS = [
  '', ' ', '\t', '\n', '\r\n', '   padded   ',
  'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '1e-309', '-0', '+0', '0', '-1', '-2147483649', '2147483648',
  '9007199254740993', '99999999999999999999999999999999', '18446744073709551616', '0x1F', '0b101', '0o17', '1_000', '1,000',
  '1.5', '.5', '5.', '1e3', ' 7 ', '07', '٣', '１２', 'null', 'undefined', 'true', 'false', '[]', '{}', '[object Object]',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__',
  "'", '"', ';', '--', '/*', '*/', '\\', '%', '%%', '_', "' or '1'='1", "'; drop table stories; --", '1 union select null--',
  "admin'--", '$1', '\\x00', 'E\'\\\\x27\'',
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\udc00y', '\ud83d', '\u202e', '\ufeff', '\u200b', '\uffff', '\u0085', '\u2028',
  'é', 'É', 'ß', 'İ', '中文', '繁體', '🙂', '𝕏', 'a\u0301', 'ﬁ',
  '../../../../etc/passwd', '..\\..\\windows', '%2e%2e%2f', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)', '${7*7}', '{{7*7}}', '%s%s%n', 'CON', 'a'.repeat(300), 'b'.repeat(5_000),
];

/** Any text at all: from the list, random code points (unpaired surrogates too), numbers, or a mix. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_TEXTS), { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')) },
);

/** Hostile text that a header can carry: HTTP (and supertest) refuse anything but printable ASCII there. */
export const headerText: fc.Arbitrary<string> = hostileText.map((text) => text.replace(/[^\x20-\x7e]/g, ''));

/**
 * A text that may also be one a route accepts, so that properties reach past the first check;
 * validWeight to hostile text's 2 (raise it where several fields must all pass to reach the end).
 */
export function textOr(valid: readonly string[], validWeight = 1): fc.Arbitrary<string> {
  return fc.oneof({ weight: validWeight, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: hostileText });
}

/** Percent-encoding that no decoder accepts: cut sequences, non-hex digits, an unpaired surrogate, overlong forms. */
const BROKEN_ENCODINGS = ['%', '%2', '%zz', '%E0%A4%A', '%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%C0%80', '%FF', '%F4%90%80%80', '%%', '%u0041', '%00', '%0A', '%0D%0A'];

/** Characters that may stand unencoded in a request target; everything else is percent-encoded. */
const TARGET_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?[\]%]/;

/** encodeURIComponent refuses unpaired surrogates; in a URL they are written as %ED%A0%80 (BROKEN_ENCODINGS). */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** A text as it may appear in a URL: properly encoded, encoded twice, left raw where possible, or broken. */
export function urlForm(text: string, encoding: 'encoded' | 'double' | 'raw', broken: string | null): string {
  const raw = [...wellFormed(text)].map((char) => (TARGET_SAFE.test(char) ? char : encodeURIComponent(char))).join('');
  const encoded = encodeURIComponent(wellFormed(text));
  const form = encoding === 'raw' ? raw : encoding === 'double' ? encodeURIComponent(encoded) : encoded;
  return broken === null ? form : `${form}${broken}`;
}

/** A hostile text put in URL form one way or another. */
const urlText: fc.Arbitrary<string> = fc
  .tuple(hostileText, fc.constantFrom('encoded', 'double', 'raw') as fc.Arbitrary<'encoded' | 'double' | 'raw'>, fc.option(fc.constantFrom(...BROKEN_ENCODINGS), { freq: 3 }))
  .map(([text, encoding, broken]) => urlForm(text, encoding, broken));

/** Keys that reach prototypes, in the query string's bracket forms too. */
export const POLLUTING_KEYS = [
  '__proto__', 'constructor', 'prototype', '__proto__[x]', '__proto__[polluted]', 'constructor[prototype][x]',
  'constructor.prototype.x', '__proto__.x', 'a[]', 'a[b][c]', 'a[0]', 'a[__proto__][x]', '[]', '[', ']',
];

/**
 * A query string over a route's own parameter names and hostile ones: keys repeated, in
 * bracket forms, without values, with hostile values in any URL form; sometimes only separators.
 */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 3, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: names.length > 0 ? fc.constantFrom(...names).map((name) => `${name}[]`) : fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: urlText },
  );
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(key, urlText).map(([name, value]) => `${name}=${value}`) },
    { weight: 1, arbitrary: key },
    { weight: 1, arbitrary: fc.constantFrom('', '=', '&', '==', '=&=') },
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));
}

/** A path segment that routes must refuse cleanly: traversal, NUL, broken or double encoding, very long. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: urlText },
  { weight: 2, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2E%2E', '%2e', '..%2f..%2f..%2fpackage.json', '%2e%2e%2f%2e%2e%2fpackage.json', '%252e%252e%252f', '..;', '%2F', '%5C', '%00', 'a%00.json', '~', ';x=1', '%3Bx%3D1', '') },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ENCODINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 8_000 }).map((length) => 'x'.repeat(length)) },
);

/** A path segment that is sometimes one the route accepts, so that properties reach past the first check. */
export function segmentOr(valid: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: hostileSegment });
}

/**
 * An X-Forwarded-For value: mostly any IPv4 or IPv6 address, so that per-network rate limits
 * rarely stop a property before it gets anywhere; sometimes a list, or no address at all.
 */
export const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', ',', 'unknown', '::ffff:10.0.0.1', '10.0.0.1, 10.0.0.2', '999.999.999.999', '[::1]:80', '1.2.3.4:5678', 'x'.repeat(1000), '__proto__', '10.0.0.1\t') },
);
