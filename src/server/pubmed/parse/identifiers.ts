import { attr, child, childrenNamed, path, plainText, type XmlElement } from "./xml-tree";

const DOI_PREFIX = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\/|^doi:\s*/i;

/** A bare DOI ("10.1056/NEJMoa1715274") or undefined when the value is not one. */
export function cleanDoi(raw: string): string | undefined {
  const doi = raw.trim().replace(DOI_PREFIX, "").trim();
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined;
}

/** The article's ELocationID DOI (unless marked invalid), else the DOI in its own ArticleIdList. */
export function doiOf(eLocationIds: XmlElement[], articleIdLists: (XmlElement | undefined)[]): string | undefined {
  for (const id of eLocationIds) {
    if (attr(id, "EIdType") !== "doi" || attr(id, "ValidYN") === "N") continue;
    const doi = cleanDoi(plainText(id));
    if (doi) return doi;
  }
  for (const list of articleIdLists) {
    for (const id of childrenNamed(list, "ArticleId")) {
      if (attr(id, "IdType") !== "doi") continue;
      const doi = cleanDoi(plainText(id));
      if (doi) return doi;
    }
  }
  return undefined;
}

const NCT_IN_TEXT = /\bNCT[\s-]?(\d{8})(?!\d)/i;

/** A ClinicalTrials.gov number: from DataBankList first, else the first one written in the given texts. */
export function nctIdOf(dataBankList: XmlElement | undefined, texts: string[]): string | undefined {
  for (const bank of childrenNamed(dataBankList, "DataBank")) {
    if (plainText(child(bank, "DataBankName")).toLowerCase() !== "clinicaltrials.gov") continue;
    for (const accession of childrenNamed(path(bank, "AccessionNumberList"), "AccessionNumber")) {
      const id = plainText(accession).toUpperCase();
      if (/^NCT\d{8}$/.test(id)) return id;
    }
  }
  for (const text of texts) {
    const match = NCT_IN_TEXT.exec(text);
    if (match) return `NCT${match[1]}`;
  }
  return undefined;
}
