import { parseHTML } from 'linkedom';

/*
 * The slice of the DOM this folder uses. The server compiles without the DOM lib and linkedom's own typings
 * resolve to `any`, so these interfaces keep the extraction code type-checked against what linkedom provides.
 */

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly parentNode: DomNode | null;
  readonly firstChild: DomNode | null;
  readonly nextSibling: DomNode | null;
  textContent: string | null;
  remove(): void;
}

export interface DomElement extends DomNode {
  /** Tag name; use `tagOf` for a lower-case one. */
  readonly localName: string;
  readonly parentElement: DomElement | null;
  readonly children: ArrayLike<DomElement>;
  readonly firstElementChild: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  readonly previousElementSibling: DomElement | null;
  readonly id: string;
  readonly className: string;
  innerHTML: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
  replaceWith(...nodes: DomNode[]): void;
  appendChild(node: DomNode): DomNode;
}

export interface DomDocument {
  readonly documentElement: DomElement | null;
  readonly head: DomElement | null;
  readonly body: DomElement | null;
  readonly title: string;
  createElement(name: string): DomElement;
  createTextNode(text: string): DomNode;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
}

/** linkedom needs a whole document; a fragment or a body-less page would otherwise parse into nothing. */
export function parseDocument(html: string): DomDocument {
  const source = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return parseHTML(source).document as DomDocument;
}

/** Lower-case tag name: elements created by Readability through linkedom keep the case they were given ("DIV"). */
export function tagOf(element: DomElement): string {
  return element.localName.toLowerCase();
}

export function isElement(node: DomNode): node is DomElement {
  return node.nodeType === ELEMENT_NODE;
}

/** Collapses runs of white space (including no-break spaces) into one space and trims. */
export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0\u200b\u2028\u2029\ufeff]+/g, ' ').trim();
}

/**
 * Whether a link goes somewhere: `<a href>` (an `<a name>` is only an anchor to jump to). linkedom keeps
 * attribute names in the case the page wrote them, so a 2009 page's `<A HREF>` is checked too.
 */
export function hasHref(element: DomElement): boolean {
  return element.hasAttribute('href') || element.hasAttribute('HREF');
}
