import QRCode from 'qrcode';

/**
 * The otpauth:// address as a QR code for the authenticator app to scan (decision 034), an SVG
 * in a data: address: made here so that the browser's bundle carries no QR encoder, and shown by
 * an <img>, which the site's CSP allows for data: images (img-src, server/bff/security-headers.ts).
 * Error correction M and a 4-module quiet zone, as the QR standard asks, so phone cameras read it
 * off any screen.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
