import type { AbstractSection } from "../../../shared/trial";
import { readableText } from "./readable-text";
import { attr, childrenNamed, type XmlElement } from "./xml-tree";

export interface AbstractParts {
  abstract: string;
  abstractSections: AbstractSection[];
}

function sectionLabel(text: XmlElement): string {
  const label = attr(text, "Label")?.replace(/\s+/g, " ").trim() ?? attr(text, "NlmCategory") ?? "";
  // "ABSTRACT: ..." and "UNASSIGNED: ..." say nothing a reader needs.
  return /^(?:abstract|unassigned)$/i.test(label) ? "" : label;
}

/** AbstractText elements become sections; CopyrightInformation is a sibling and never read. */
export function sectionsOf(abstract: XmlElement | undefined): AbstractSection[] {
  const sections: AbstractSection[] = [];
  for (const part of childrenNamed(abstract, "AbstractText")) {
    const text = readableText(part);
    if (text) sections.push({ label: sectionLabel(part), text });
  }
  return sections;
}

/** As PubMed shows it: one line per section, "LABEL: text", no prefix for an unlabelled section. */
export function joinSections(sections: AbstractSection[]): string {
  return sections.map((s) => (s.label ? `${s.label}: ${s.text}` : s.text)).join("\n");
}

/** The main abstract; an English OtherAbstract only when the record has no main abstract. */
export function abstractOf(abstract: XmlElement | undefined, otherAbstracts: XmlElement[] = []): AbstractParts {
  let sections = sectionsOf(abstract);
  if (sections.length === 0) {
    for (const other of otherAbstracts) {
      // The DTD's default language for OtherAbstract is English.
      if ((attr(other, "Language") ?? "eng") !== "eng") continue;
      sections = sectionsOf(other);
      if (sections.length > 0) break;
    }
  }
  return { abstract: joinSections(sections), abstractSections: sections };
}
