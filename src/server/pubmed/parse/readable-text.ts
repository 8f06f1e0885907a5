import { localName, mathText } from "./math-text";
import type { XmlElement } from "./xml-tree";

// Markup that was escaped twice arrives as text ("&amp;lt;i&amp;gt;") and decodes to a tag.
const ESCAPED_INLINE_TAG = /<\/?(?:i|b|u|em|strong|sup|sub|sc|br)\s*\/?>/gi;

/** Decoded text without the inline tags that had been escaped twice. */
export function stripEscapedInlineTags(text: string): string {
  return text.includes("<") ? text.replace(ESCAPED_INLINE_TAG, "") : text;
}

// PubMed writes text on one line; a line break beside inline markup is a pretty-printer's layout, not a space.
const LAYOUT_AFTER = /^\s*\n\s*/;

/** Where the text's trailing white space starts when it holds a line break, else -1 (/\s*\n\s*$/ took cubic time). */
function layoutBefore(text: string): number {
  let at = text.length;
  let lineBreak = false;
  for (; at > 0 && /\s/.test(text[at - 1]!); at--) if (text[at - 1] === "\n") lineBreak = true;
  return lineBreak ? at : -1;
}

/** Drops layout whitespace where no reader would put a space: before a sub/superscript, after "(", before ")". */
function trimLayout(out: string[], inlineName: string): void {
  const last = out.length - 1;
  const before = out[last];
  const layout = before === undefined ? -1 : layoutBefore(before);
  if (layout < 0) return;
  const trimmed = before!.slice(0, layout);
  if (inlineName === "sub" || inlineName === "sup" || /[([{/]$/.test(trimmed)) out[last] = trimmed;
}

function appendText(out: string[], text: string, afterInline: boolean): void {
  out.push(
    afterInline && LAYOUT_AFTER.test(text) && /^\s*[)\]},.;:]/.test(text) ? text.replace(LAYOUT_AFTER, "") : text,
  );
}

function followsBase(out: string[]): boolean {
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "") return /[\p{L}\p{N})\]]$/u.test(out[i]!);
  }
  return false;
}

function appendInline(el: XmlElement, out: string[]): void {
  let afterInline = false;
  for (const node of el.children) {
    if (typeof node === "string") {
      appendText(out, node, afterInline);
      afterInline = false;
      continue;
    }
    const name = localName(node);
    trimLayout(out, name);
    afterInline = true;
    if (name === "math") {
      out.push(mathText(node));
    } else if (name === "sup") {
      const inner: string[] = [];
      appendInline(node, inner);
      const text = inner.join("");
      // "10^9/L", "mg/m^2": a digit glued to its base would change the value; "CD4+" and "18F" read fine as they are.
      out.push(/\d/.test(text) && followsBase(out) ? `^${text.trim()}` : text);
    } else {
      appendInline(node, out);
    }
  }
}

/** The text a reader sees for an element with inline markup (`<i>`, `<sup>`, MathML...), whitespace collapsed. */
export function readableText(el: XmlElement | undefined): string {
  if (!el) return "";
  const out: string[] = [];
  appendInline(el, out);
  return stripEscapedInlineTags(out.join("")).replace(/\s+/g, " ").trim();
}
