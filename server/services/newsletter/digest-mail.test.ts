import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hostileMarkup } from '../../../tests/support/xss-dom-check';
import { XSS_VECTORS } from '../../../tests/support/xss-vectors';
import type { EditionStory } from '../../db/newsletter/editions';
import { personalDigest, renderDigest, type DigestLook } from './digest-mail';
import { DIGEST_TEXTS } from './digest-texts';

const ORIGIN = 'https://news.example.test';
const look: DigestLook = { siteName: 'xnews', headerBg: '#0b1f3a', headerText: '#ffffff', homeUrl: ORIGIN };
const links = { preferences: `${ORIGIN}/en/newsletter/preferences?token=a.b`, unsubscribe: `${ORIGIN}/en/newsletter/unsubscribe?token=a.b` };

function storiesOf(payloads: readonly string[]): EditionStory[] {
  return payloads.map((payload, index) => ({
    id: String(100 + index),
    title: `Title ${payload}`,
    summary: `Summary ${payload}`,
    image: `${ORIGIN}/media/${index}.webp`,
    url: `${ORIGIN}/en/news/analysis/story-${100 + index}`,
  }));
}

function digestOf(payloads: readonly string[]) {
  const template = renderDigest(look, {
    lang: 'en', frequency: 'daily', period: '2026-11-24', texts: DIGEST_TEXTS.en,
    topicLabel: (topic) => `${topic} ${payloads[Number(topic)] ?? ''}`,
    sections: payloads.map((payload, index) => ({ topic: String(index), stories: storiesOf([payload]) })),
  });
  return personalDigest(template, links);
}

/** Every element's name and attribute names, in document order: what markup, not text, makes. */
const shape = (document: Document) =>
  [...document.querySelectorAll('*')].map((element) => `${element.localName}[${element.getAttributeNames().sort().join(',')}]`);

describe('the digest mail', () => {
  it('escapes the XSS corpus in story fields and topic names, and keeps the text whole', () => {
    const payloads = XSS_VECTORS.map((vector) => vector.payload);
    const { html, text } = digestOf(payloads);
    const document = new JSDOM(html).window.document;
    // The hostile digest has exactly the markup of a harmless one: its text made no element or attribute.
    expect(shape(document)).toEqual(shape(new JSDOM(digestOf(payloads.map(() => 'harmless')).html).window.document));
    // Mail needs inline styles and a content-type meta, which a page of the site may not have; the rest holds as for pages.
    for (const element of document.querySelectorAll('[style], meta[http-equiv]')) {
      element.removeAttribute('style');
      element.removeAttribute('http-equiv');
    }
    expect(hostileMarkup({ origin: ORIGIN, frameHosts: [], sandbox: '', ownStyles: [], ownScripts: [] }, document)).toEqual([]);
    expect(document.querySelectorAll('script, style, iframe, form')).toHaveLength(0);
    const shown = document.body.textContent ?? '';
    for (const payload of payloads) {
      // As an HTML parser reads text: line ends normalised.
      expect(shown).toContain(`Title ${payload.replace(/\r\n?/g, '\n')}`);
      expect(text).toContain(`Summary ${payload}`);
    }
    const images = [...document.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('alt')?.startsWith('Title ') && image.src.startsWith(`${ORIGIN}/media/`))).toBe(true);
  });

  it('is one template with the personal links filled in, in the html and the text', () => {
    const template = renderDigest(look, {
      lang: 'fr', frequency: 'weekly', period: '2026-W48', texts: DIGEST_TEXTS.fr, topicLabel: () => 'Monde',
      sections: [{ topic: 'world', stories: storiesOf(['Les Alpes']) }],
    });
    expect(template.subject).toBe('Votre résumé hebdomadaire xnews');
    const { html, text } = personalDigest(template, links);
    const document = new JSDOM(html).window.document;
    expect(document.documentElement.lang).toBe('fr');
    const hrefs = [...document.querySelectorAll('a')].map((anchor) => anchor.href);
    expect(hrefs).toEqual(expect.arrayContaining([links.preferences, links.unsubscribe, `${ORIGIN}/en/news/analysis/story-100`]));
    expect(hrefs.every((href) => href.startsWith(ORIGIN))).toBe(true);
    expect(text).toContain(`Se désabonner: ${links.unsubscribe}`);
    expect(html).not.toContain('personal-link.invalid');
    expect(text).not.toContain('personal-link.invalid');
    // Colours and name from the site's config.
    expect(html).toContain('background-color:#0b1f3a');
  });
});
