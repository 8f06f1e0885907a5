import type { XmlElement } from "./xml-parse";

export { attr, type XmlElement, type XmlNode } from "./xml-parse";

export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!el) return undefined;
  for (const node of el.children) if (typeof node === "object" && node.name === name) return node;
  return undefined;
}

export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  if (!el) return [];
  const found: XmlElement[] = [];
  for (const node of el.children) if (typeof node === "object" && node.name === name) found.push(node);
  return found;
}

/** Follows a path of child names, e.g. `path(article, "Journal", "JournalIssue", "PubDate")`. */
export function path(el: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = el;
  for (const name of names) current = child(current, name);
  return current;
}

/** All text below an element, whitespace collapsed; for plain fields such as names and dates. */
export function plainText(el: XmlElement | undefined): string {
  if (!el) return "";
  const only = el.children.length === 1 ? el.children[0] : undefined;
  const text = typeof only === "string" ? only : collectText(el, []).join("");
  return LOOSE_SPACE.test(text) ? text.replace(/\s+/g, " ").trim() : text;
}
const LOOSE_SPACE = /^\s|\s$|\s\s|[^\S ]/;

function collectText(el: XmlElement, out: string[]): string[] {
  for (const node of el.children) {
    if (typeof node === "string") out.push(node);
    else collectText(node, out);
  }
  return out;
}
