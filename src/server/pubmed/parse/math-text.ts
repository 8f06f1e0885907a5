import type { XmlElement, XmlNode } from "./xml-tree";

export function localName(el: XmlElement): string {
  const colon = el.name.indexOf(":");
  return colon < 0 ? el.name : el.name.slice(colon + 1);
}

function tokenText(el: XmlElement): string {
  let text = "";
  for (const node of el.children) text += typeof node === "string" ? node : mathText(node);
  return text;
}

function elementKids(el: XmlElement): XmlElement[] {
  return el.children.filter((n): n is XmlElement => typeof n === "object");
}

function grouped(text: string): string {
  return text.length > 1 && /[^\p{L}\p{N}.]/u.test(text) ? `(${text})` : text;
}

/** MathML as a line of plain text ("VO2max", "x^2", "(a+b)/c"): layout whitespace is dropped, accents keep their base. */
export function mathText(el: XmlElement): string {
  const kids = elementKids(el);
  const part = (i: number) => (kids[i] ? mathText(kids[i]) : "");
  switch (localName(el)) {
    case "mi":
    case "mn":
    case "mo":
    case "ms":
      return tokenText(el).trim();
    case "mtext":
      return tokenText(el).replace(/\s+/g, " ");
    case "mspace":
      return " ";
    case "msub":
      return part(0) + part(1);
    case "msup":
      return `${part(0)}^${grouped(part(1))}`;
    case "msubsup":
      return `${part(0)}${part(1)}^${grouped(part(2))}`;
    case "mover":
    case "munder":
    case "munderover":
    case "semantics":
      return part(0);
    case "annotation":
    case "annotation-xml":
      return "";
    case "mfrac":
      return `${grouped(part(0))}/${grouped(part(1))}`;
    case "msqrt":
      return `√(${kids.map(mathText).join("")})`;
    case "mroot":
      return `√(${part(0)})`;
    case "mfenced":
      return `(${kids.map(mathText).join(", ")})`;
    default:
      return el.children.map((n: XmlNode) => (typeof n === "string" ? n.trim() : mathText(n))).join("");
  }
}
