import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Random bytes of a nonce. The page cache's placeholder has the same length (spliced-gzip.ts needs it). */
export const CSP_NONCE_BYTES = 16;

/** A fresh nonce per response: only scripts and styles that carry it may run. */
export const cspNonce: RequestHandler = (_request, response, next) => {
  response.locals.cspNonce = randomBytes(CSP_NONCE_BYTES).toString('base64');
  next();
};

const nonceSource = (_request: unknown, response: unknown) => `'nonce-${(response as { locals: { cspNonce: string } }).locals.cspNonce}'`;

/** HSTS for a year, sent only over HTTPS (directly or through the trusted proxy), where it means something. */
const hstsOverHttps: RequestHandler = (request, response, next) => {
  if (request.secure) response.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

/** A CSP source that allows exactly one inline text (CSP Level 2's hash-source). */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * helmet's headers with a strict CSP: scripts only from this origin with the nonce (no inline
 * handlers, no eval), styles only from this origin and the inline ones given, by their hash; no
 * framing of our pages, no plugins; and HSTS behind HTTPS.
 */
export function securityHeaders(inlineStyles: readonly string[]): RequestHandler[] {
  return [hstsOverHttps, helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, "'strict-dynamic'"],
        styleSrc: ["'self'", ...inlineStyles.map(hashSource)],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  })];
}
