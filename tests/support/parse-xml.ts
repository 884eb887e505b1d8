import { JSDOM } from 'jsdom';
import { expect } from 'vitest';

const { DOMParser } = new JSDOM('').window;

/** Parses a document as XML (namespaces included) and fails the test when it is not well-formed. */
export function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? null, 'the document is well-formed XML').toBeNull();
  return document;
}

/** The direct children of an element with this namespace and local name. */
export function childrenNS(parent: Element, namespace: string | null, name: string): Element[] {
  return [...parent.children].filter((child) => child.namespaceURI === namespace && child.localName === name);
}

/** The text of the one direct child with this namespace and name; fails when there is not exactly one. */
export function childText(parent: Element, namespace: string | null, name: string): string {
  const found = childrenNS(parent, namespace, name);
  expect(found, `one <${name}> in <${parent.localName}>`).toHaveLength(1);
  return found[0]?.textContent ?? '';
}
