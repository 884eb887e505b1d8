import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** HSTS for a year, sent only over HTTPS (directly or through the trusted proxy), where it means something. */
const hstsOverHttps: RequestHandler = (request, response, next) => {
  if (request.secure) response.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

/** A CSP source that allows exactly one inline text (CSP Level 2's hash-source). */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * helmet's headers with a strict CSP that is the same for every response (decision 037): scripts
 * only as files from this origin and the inline ones given (the page's holder of early taps,
 * decision 032), by their hash: no other inline script, no inline handlers, no eval. Styles only
 * from this origin and the inline ones given, by their hash; no framing of our pages, no plugins;
 * and HSTS behind HTTPS. A page's bytes are then the same for every reader, so one copy serves
 * them all, at the edge too.
 */
export function securityHeaders(inline: { styles: readonly string[]; scripts: readonly string[] }): RequestHandler[] {
  return [hstsOverHttps, helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts.map(hashSource)],
        styleSrc: ["'self'", ...inline.styles.map(hashSource)],
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
