import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './totp-qr-code';

describe('qrCodeDataUrl', () => {
  it('answers an SVG image in a data: address, dark modules on a light ground', async () => {
    const url = await qrCodeDataUrl('otpauth://totp/xnews:reader%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=xnews');
    const prefix = 'data:image/svg+xml;base64,';
    expect(url.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(url.slice(prefix.length), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
  });

  it('draws a longer address as a bigger code', async () => {
    const size = async (text: string) => {
      const svg = Buffer.from((await qrCodeDataUrl(text)).split(',')[1] ?? '', 'base64').toString('utf8');
      return Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    };
    expect(await size(`otpauth://totp/x?secret=${'A'.repeat(200)}`)).toBeGreaterThan(await size('otpauth://totp/x?secret=AAAA'));
  });
});
