import { randomBytes } from 'node:crypto';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HREFLANG, type LangCode } from '../../../shared/languages';
import type { NewsletterFrequency } from '../../../shared/newsletter';
import type { EditionStory } from '../../db/newsletter/editions';
import type { DigestTexts } from './digest-texts';
import type { DigestSection } from './plan-digest';

export interface DigestLook {
  siteName: string;
  /** config.json `style`: the header's colours are the mail's. */
  headerBg: string;
  headerText: string;
  /** Where the site's name links. */
  homeUrl: string;
}

export interface DigestContent {
  lang: LangCode;
  frequency: NewsletterFrequency;
  period: string;
  texts: DigestTexts;
  /** A topic's heading: the site's name of the list, or "top stories". */
  topicLabel: (topic: string) => string;
  sections: DigestSection[];
}

/** A digest rendered once for every subscriber who gets it, with stand-ins for their own links. */
export interface DigestTemplate {
  subject: string;
  html: string;
  text: string;
}

export interface PersonalLinks {
  preferences: string;
  unsubscribe: string;
}

/** Stand-ins for the personal links, unguessable so that no story text can name them. */
const STAND_IN = `https://personal-link.invalid/${randomBytes(12).toString('hex')}`;
const STAND_INS: PersonalLinks = { preferences: `${STAND_IN}/preferences`, unsubscribe: `${STAND_IN}/unsubscribe` };

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif";
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#e3e5e8';

const cell: CSSProperties = { fontFamily: FONT, color: INK };

function Story({ story, readMore, accent }: { story: EditionStory; readMore: string; accent: string }) {
  return (
    <tr>
      <td style={{ ...cell, padding: '0 24px 24px' }}>
        {story.image ? (
          <a href={story.url}>
            <img
              src={story.image}
              alt={story.title}
              width={552}
              style={{ display: 'block', width: '100%', maxWidth: '552px', height: 'auto', border: 0, borderRadius: '6px', marginBottom: '12px' }}
            />
          </a>
        ) : null}
        <h3 style={{ margin: '0 0 8px', fontSize: '19px', lineHeight: '26px', fontWeight: 700 }}>
          <a href={story.url} style={{ color: INK, textDecoration: 'none' }}>
            {story.title}
          </a>
        </h3>
        <p style={{ margin: '0 0 8px', fontSize: '15px', lineHeight: '23px', color: '#3c4043' }}>{story.summary}</p>
        <a href={story.url} style={{ fontSize: '14px', fontWeight: 600, color: accent }}>
          {readMore} →
        </a>
      </td>
    </tr>
  );
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <tr>
        <td style={{ ...cell, padding: '24px 24px 12px' }}>
          <h2 style={{ margin: 0, fontSize: '13px', lineHeight: '18px', letterSpacing: '0.08em', textTransform: 'uppercase', color: MUTED, borderBottom: `1px solid ${RULE}`, paddingBottom: '8px' }}>
            {label}
          </h2>
        </td>
      </tr>
      {children}
    </>
  );
}

function DigestDocument({ look, content, subject }: { look: DigestLook; content: DigestContent; subject: string }) {
  const { texts } = content;
  const heading = texts.heading[content.frequency](content.period);
  return (
    <html lang={HREFLANG[content.lang]}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f3f4f6' }}>
        {/* The preview line mail clients show beside the subject. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{texts.intro}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: '#f3f4f6' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '16px 8px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '8px' }}>
                  <tbody>
                    <tr>
                      <td style={{ ...cell, backgroundColor: look.headerBg, color: look.headerText, padding: '20px 24px', borderRadius: '8px 8px 0 0' }}>
                        <a href={look.homeUrl} style={{ color: look.headerText, textDecoration: 'none', fontSize: '24px', fontWeight: 800 }}>
                          {look.siteName}
                        </a>
                        <div style={{ fontSize: '14px', lineHeight: '20px', marginTop: '4px' }}>{heading}</div>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ ...cell, padding: '20px 24px 0', fontSize: '15px', lineHeight: '22px', color: MUTED }}>{texts.intro}</td>
                    </tr>
                    {content.sections.map((section) => (
                      <Section key={section.topic} label={content.topicLabel(section.topic)}>
                        {section.stories.map((story) => (
                          <Story key={story.id} story={story} readMore={texts.readMore} accent={look.headerBg} />
                        ))}
                      </Section>
                    ))}
                    <tr>
                      <td style={{ ...cell, padding: '16px 24px 24px', borderTop: `1px solid ${RULE}`, fontSize: '13px', lineHeight: '20px', color: MUTED }}>
                        <p style={{ margin: '0 0 8px' }}>{texts.why(look.siteName)}</p>
                        <p style={{ margin: 0 }}>
                          <a href={STAND_INS.preferences} style={{ color: MUTED }}>
                            {texts.preferences}
                          </a>
                          {' · '}
                          <a href={STAND_INS.unsubscribe} style={{ color: MUTED }}>
                            {texts.unsubscribe}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function plainText(look: DigestLook, content: DigestContent): string {
  const { texts } = content;
  const lines = [`${look.siteName} · ${texts.heading[content.frequency](content.period)}`, '', texts.intro];
  for (const section of content.sections) {
    const label = content.topicLabel(section.topic);
    lines.push('', label.toUpperCase(), '='.repeat(Math.min(label.length, 60)));
    for (const story of section.stories) lines.push('', story.title, story.summary, `${texts.readMore}: ${story.url}`);
  }
  lines.push('', '--', texts.why(look.siteName), `${texts.preferences}: ${STAND_INS.preferences}`, `${texts.unsubscribe}: ${STAND_INS.unsubscribe}`, '');
  return lines.join('\n');
}

/** Renders a digest once: React escapes every story field and topic name. */
export function renderDigest(look: DigestLook, content: DigestContent): DigestTemplate {
  const subject = content.texts.subject[content.frequency](look.siteName);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<DigestDocument look={look} content={content} subject={subject} />)}`;
  return { subject, html, text: plainText(look, content) };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** One subscriber's copy: the template with their own links in place of the stand-ins. */
export function personalDigest(template: DigestTemplate, links: PersonalLinks): { html: string; text: string } {
  const fill = (body: string, encode: (value: string) => string) =>
    body.replaceAll(STAND_INS.preferences, encode(links.preferences)).replaceAll(STAND_INS.unsubscribe, encode(links.unsubscribe));
  return { html: fill(template.html, attribute), text: fill(template.text, (value) => value) };
}
