import { XMLParser } from "fast-xml-parser";
import { decodeEntities } from "./entities";
import { NO_ATTRIBUTES, scanXml } from "./xml-scan";

export interface XmlElement {
  name: string;
  /** Attribute values as written; read them with `attr()`, which decodes character references. */
  attrs: Record<string, string>;
  children: XmlNode[];
}
/** Text stays in document order between elements, so inline markup never glues or reorders words. */
export type XmlNode = XmlElement | string;

/** Not well-formed enough to trust: cut off, or an element that never closes. */
export class MalformedXml extends Error {}

const parser = new XMLParser({
  // Mixed content ("Effect of <i>drug</i> on ...") keeps its order only with preserveOrder.
  preserveOrder: true,
  // Trimming text nodes glues words across inline tags; whitespace is collapsed later, per field.
  trimValues: false,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  // We decode ourselves, until stable: some records are escaped twice, and numeric references must be decoded too.
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Callbacks get a matcher rather than a path string built for every tag: about a third faster.
  jPath: false,
});

type RawNode = Record<string, unknown>;

function toNodes(raws: RawNode[]): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const raw of raws) {
    for (const key in raw) {
      if (key === ":@") continue;
      const value = raw[key];
      if (key === "#text") nodes.push(decodeEntities(String(value)));
      else
        nodes.push({
          name: key,
          attrs: (raw[":@"] as Record<string, string>) ?? NO_ATTRIBUTES,
          children: toNodes(value as RawNode[]),
        });
      break;
    }
  }
  return nodes;
}

/** What parseXml gives when it leaves everything to fast-xml-parser; the reference scanXml is tested against. */
export function parseXmlWithFastXmlParser(xml: string): XmlNode[] {
  let raw: RawNode[];
  try {
    raw = parser.parse(xml) as RawNode[];
  } catch (error) {
    throw new MalformedXml(error instanceof Error ? error.message : String(error));
  }
  return toNodes(raw);
}

/**
 * Elements and text in document order, text decoded. Throws MalformedXml where fast-xml-parser gives up. The
 * common case is read by scanXml, several times faster; what it declines goes to fast-xml-parser.
 */
export function parseXml(xml: string): XmlNode[] {
  return scanXml(xml) ?? parseXmlWithFastXmlParser(xml);
}

/** An attribute's value, character references decoded; undefined when the element does not have it. */
export function attr(el: XmlElement, name: string): string | undefined {
  const value = el.attrs[name];
  return value === undefined ? undefined : decodeEntities(value);
}
