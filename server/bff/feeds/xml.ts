/*
 * A small XML writer for the sitemaps and feeds. Text and attribute values are escaped when
 * an element is built, and only elements are inserted unescaped, so markup can come only from
 * here: a story title holding '</title>', ']]>' or '&' stays text.
 */

/** Characters XML 1.0 allows (its Char production); lone surrogates are not among them. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text made safe for XML content and attribute values: characters that XML 1.0 forbids (most
 * control characters, U+FFFE, U+FFFF, lone surrogates) are removed, since no escape can carry
 * them, and the five special characters become entities. Escaping '>' also breaks up ']]>'.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Markup built by element(); the only thing inserted into a document unescaped. */
export class XmlNode {
  constructor(readonly markup: string) {}
}

export type XmlContent = XmlNode | string | number | null | undefined | false;
export type XmlAttributes = Record<string, string | number | undefined>;

/**
 * <name attributes>children</name>. Strings and numbers are text and are escaped; nodes are
 * inserted as they are; null, undefined and false are left out, so optional parts read inline.
 */
export function element(name: string, attributes: XmlAttributes = {}, ...children: readonly XmlContent[]): XmlNode {
  let open = name;
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined) open += ` ${key}="${escapeXml(String(value))}"`;
  }
  let inner = '';
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    inner += child instanceof XmlNode ? child.markup : escapeXml(String(child));
  }
  return new XmlNode(inner === '' ? `<${open}/>` : `<${open}>${inner}</${name}>`);
}

/** A complete document: the declaration, then the root element. */
export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.markup}\n`;
}
