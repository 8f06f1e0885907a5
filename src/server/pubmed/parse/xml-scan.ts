import { isSpace } from "../../lib/is-space";
import { decodeEntities } from "./entities";
import type { XmlElement, XmlNode } from "./xml-parse";

/*
 * A single-pass reader for the XML PubMed sends, several times faster than fast-xml-parser, giving exactly the tree
 * parseXml built from fast-xml-parser's output (xml-scan.test.ts compares the two): text between tags kept whole
 * (comments do not split it, CDATA is a text node of its own), text outside the root dropped, closing tags popping
 * whatever is open. Anything else (an internal DTD subset, an odd name, an unclosed construct, deep nesting) returns
 * undefined, and the caller hands the document to fast-xml-parser for its own answer or error.
 */

export const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

const NAME = /^[A-Za-z_][\w.:-]*$/;
/** fast-xml-parser's limit; past it, its error is the answer. */
const MAX_DEPTH = 100;
const safeNames = new Set<string>();

function isNameChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 95 ||
    c === 46 ||
    c === 58 ||
    c === 45
  );
}

function isReserved(name: string): boolean {
  return name in Object.prototype || name === "prototype";
}

/** Element and attribute names that are plain XML names and no Object property fast-xml-parser guards against. */
function isSafeName(name: string): boolean {
  const first = name.charCodeAt(0);
  // Object.prototype's names all start in lower case or "_"; PubMed's own start in upper case (the hot path).
  if (first >= 65 && first <= 90) {
    for (let i = 1; i < name.length; i++) if (!isNameChar(name.charCodeAt(i))) return false;
    return true;
  }
  if (safeNames.has(name)) return true;
  if (!NAME.test(name) || isReserved(name)) return false;
  if (safeNames.size < 10_000) safeNames.add(name);
  return true;
}

/** Index of `close` ending the tag that starts at `from`, skipping quoted values; -1 if a quote or the tag never closes. */
function tagClose(xml: string, from: number, close: string): number {
  const closeCode = close.charCodeAt(0);
  for (let i = from; i < xml.length; i++) {
    const ch = xml.charCodeAt(i);
    if (ch === 34 || ch === 39) {
      i = xml.indexOf(ch === 34 ? '"' : "'", i + 1);
      if (i < 0) return -1;
    } else if (ch === closeCode && (close.length === 1 || xml.charCodeAt(i + 1) === close.charCodeAt(1))) {
      return i;
    }
  }
  return -1;
}

/** Index just past a DOCTYPE without an internal subset; -1 for anything else. */
function doctypeEnd(xml: string, lt: number): number {
  for (let i = lt + 9; i < xml.length; i++) {
    const ch = xml.charCodeAt(i);
    if (ch === 34 || ch === 39) {
      i = xml.indexOf(ch === 34 ? '"' : "'", i + 1);
      if (i < 0) return -1;
    } else if (ch === 62) return i + 1;
    else if (ch === 60 || ch === 91) return -1;
  }
  return -1;
}

/**
 * Attributes as written (decoded on demand by `attr()`), read as fast-xml-parser's
 * /([^\s=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'))?/g reads them: a name without a value is skipped. Undefined when a
 * name is one we do not read ourselves.
 */
function attributesOf(exp: string): Record<string, string> | undefined {
  let attrs: Record<string, string> | null = null;
  const n = exp.length;
  for (let i = 0; i < n; ) {
    let c = exp.charCodeAt(i);
    if (c === 61 || isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && (c = exp.charCodeAt(i)) !== 61 && !isSpace(c)) i++;
    const name = exp.slice(start, i);
    if (!isSafeName(name)) return undefined;
    while (i < n && isSpace(exp.charCodeAt(i))) i++;
    if (exp.charCodeAt(i) !== 61) continue;
    let v = i + 1;
    while (v < n && isSpace(exp.charCodeAt(v))) v++;
    const quote = exp.charCodeAt(v);
    const close = quote === 34 || quote === 39 ? exp.indexOf(quote === 34 ? '"' : "'", v + 1) : -1;
    if (close < 0) continue;
    (attrs ??= {})[name] = exp.slice(v + 1, close);
    i = close + 1;
  }
  return attrs ?? NO_ATTRIBUTES;
}

/** The document's nodes, text decoded; undefined when fast-xml-parser must have the last word. */
export function scanXml(input: string): XmlNode[] | undefined {
  const xml = input.includes("\r") ? input.replace(/\r\n?/g, "\n") : input;
  const top: XmlNode[] = [];
  const open: XmlNode[][] = [];
  let children = top;
  let text = "";
  let sawDoctype = false;
  const saveText = () => {
    if (text !== "") children.push(decodeEntities(text));
    text = "";
  };

  for (let pos = 0; pos < xml.length; ) {
    const lt = xml.indexOf("<", pos);
    if (lt < 0) break;
    if (lt > pos) text += xml.slice(pos, lt);
    const next = xml.charCodeAt(lt + 1);
    if (next === 47) {
      const gt = xml.indexOf(">", lt);
      if (gt < 0) return undefined;
      const first = xml.charCodeAt(lt + 2);
      if (!(first >= 65 && first <= 90) && isReserved(xml.slice(lt + 2, gt).trim())) return undefined;
      saveText();
      children = open.pop() ?? top;
      pos = gt + 1;
    } else if (next === 63) {
      const end = tagClose(xml, lt + 1, "?>");
      if (end < 0) return undefined;
      saveText();
      pos = end + 2;
    } else if (next === 33) {
      if (xml.startsWith("--", lt + 2)) {
        const end = xml.indexOf("-->", lt + 4);
        if (end < 0) return undefined;
        pos = end + 3;
      } else if (xml.startsWith("[CDATA[", lt + 2)) {
        const end = xml.indexOf("]]>", lt);
        if (end < 0) return undefined;
        saveText();
        children.push(decodeEntities(xml.slice(lt + 9, end)));
        pos = end + 3;
      } else if (xml.startsWith("DOCTYPE", lt + 2) && !sawDoctype) {
        sawDoctype = true;
        pos = doctypeEnd(xml, lt);
        if (pos < 0) return undefined;
      } else {
        return undefined;
      }
    } else {
      const end = tagClose(xml, lt + 1, ">");
      if (end < 0) return undefined;
      let space = lt + 1;
      while (space < end && !isSpace(xml.charCodeAt(space))) space++;
      let name = xml.slice(lt + 1, space);
      let exp = space === end ? name : xml.slice(space + 1, end).trimStart();
      const selfClosing = exp.length > 0 && exp.charCodeAt(exp.length - 1) === 47;
      if (selfClosing) {
        if (name.endsWith("/")) exp = name = name.slice(0, -1);
        else exp = exp.slice(0, -1);
      }
      if (!isSafeName(name)) return undefined;
      const attrs = name === exp ? NO_ATTRIBUTES : attributesOf(exp);
      if (!attrs) return undefined;
      if (children === top) text = "";
      else saveText();
      const el: XmlElement = { name, attrs, children: [] };
      children.push(el);
      if (!selfClosing) {
        if (open.length > MAX_DEPTH) return undefined;
        open.push(children);
        children = el.children;
      }
      pos = end + 1;
    }
  }
  return top;
}
