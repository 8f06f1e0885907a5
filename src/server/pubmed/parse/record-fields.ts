import type { AbstractParts } from "./abstract";
import { cancerTypeFrom, type MeshTopic } from "./cancer-type";
import { nctIdOf } from "./identifiers";
import { noticesField } from "./notices";
import { phaseOf } from "./phase";
import { registrationsField } from "./registrations";
import type { PublicationDate } from "./pub-date";
import type { ParsedArticle } from "./types";
import { attr, child, childrenNamed, plainText, type XmlElement } from "./xml-tree";

/** What journal and book records share; the derived fields (phase, NCT id, cancer type) are worked out here. */
export interface RecordParts {
  pmid: string;
  title: string;
  abstract: AbstractParts;
  authors: string[];
  journal: string;
  date: PublicationDate;
  doi: string | undefined;
  publicationTypes: string[];
  mesh: MeshHeadings;
  dataBankList: XmlElement | undefined;
  /** Links to retractions, errata, concerns and updates (and, on a notice, to the paper it is about). */
  commentsCorrections: XmlElement | undefined;
  language: string;
  isBook: boolean;
}

export interface MeshHeadings {
  /** Every descriptor, as `meshTerms`. */
  all: MeshTopic[];
  /** Descriptors that can name the cancer studied: "Liver Neoplasms/secondary" is a metastasis, not the primary. */
  primary: MeshTopic[];
}

export function meshHeadingsOf(meshHeadingList: XmlElement | undefined): MeshHeadings {
  const all: MeshTopic[] = [];
  const primary: MeshTopic[] = [];
  for (const heading of childrenNamed(meshHeadingList, "MeshHeading")) {
    const descriptor = child(heading, "DescriptorName");
    const name = plainText(descriptor);
    if (!name) continue;
    const qualifiers = childrenNamed(heading, "QualifierName");
    const major = attr(descriptor!, "MajorTopicYN") === "Y" || qualifiers.some((q) => attr(q, "MajorTopicYN") === "Y");
    all.push({ name, major });
    if (!qualifiers.some((q) => plainText(q) === "secondary")) primary.push({ name, major });
  }
  return { all, primary };
}

export function textsOf(elements: XmlElement[]): string[] {
  return elements.map(plainText).filter((t) => t !== "");
}

export function firstText(...elements: (XmlElement | undefined)[]): string {
  for (const el of elements) {
    const text = plainText(el);
    if (text) return text;
  }
  return "";
}

export function buildArticle(parts: RecordParts): ParsedArticle {
  const { title, abstract: body, publicationTypes, mesh } = parts;
  const phase = phaseOf(publicationTypes, [title, body.abstract]);
  const nctId = nctIdOf(parts.dataBankList, [body.abstract, title]);
  const cancerType = cancerTypeFrom({ mesh: mesh.primary, title, abstract: body.abstract });
  return {
    pmid: parts.pmid,
    title,
    abstract: body.abstract,
    authors: parts.authors,
    journal: parts.journal,
    publicationDate: parts.date.publicationDate,
    ...(cancerType ? { cancerType } : {}),
    ...(parts.doi ? { doi: parts.doi } : {}),
    ...(phase ? { phase } : {}),
    ...(nctId ? { nctId } : {}),
    ...registrationsField(parts.dataBankList, [title, body.abstract]),
    ...noticesField(parts.commentsCorrections, publicationTypes),
    publicationTypes,
    meshTerms: mesh.all.map((m) => m.name),
    abstractSections: body.abstractSections,
    year: parts.date.year,
    sortDate: parts.date.sortDate,
    isBook: parts.isBook,
    ...(parts.language ? { language: parts.language } : {}),
  };
}
