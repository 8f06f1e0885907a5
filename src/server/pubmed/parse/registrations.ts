import type { Registration } from "../../../shared/trial";
import { child, childrenNamed, path, plainText, type XmlElement } from "./xml-tree";

interface IdRule {
  registry: string;
  /** Every quantifier is bounded, so a scan is linear in the text's length. `g` for matchAll. */
  pattern: RegExp;
  /** The id as the registry writes it, from the match (spaces removed). */
  normalise: (match: RegExpMatchArray) => string;
  /** Lower-case letters every match holds: a text without them is not scanned (most texts name one registry or none). */
  letters?: string;
}

const joined = (prefix: string) => (m: RegExpMatchArray) => `${prefix}${m[1]}`;

const RULES: IdRule[] = [
  { registry: "ClinicalTrials.gov", pattern: /\bNCT[\s-]?(\d{8})(?!\d)/gi, normalise: joined("NCT"), letters: "nct" },
  { registry: "ISRCTN", pattern: /\bISRCTN[\s:-]?(\d{8})(?!\d)/gi, normalise: joined("ISRCTN"), letters: "isrctn" },
  { registry: "EudraCT", pattern: /(?<![\d-])(20\d{2}-\d{6}-\d{2})(?![\d-])/g, normalise: (m) => m[1]! },
  { registry: "ANZCTR", pattern: /\bACTRN[\s:]?(\d{14})(?!\d)/gi, normalise: joined("ACTRN"), letters: "actrn" },
  {
    registry: "ChiCTR",
    pattern: /\bChiCTR[\s-]?((?:[A-Z]{2,4}-)?\d{8,10})(?!\d)/gi,
    normalise: (m) => `ChiCTR${/^\d/.test(m[1]!) ? "" : "-"}${m[1]!.toUpperCase()}`,
    letters: "chictr",
  },
  {
    registry: "JPRN",
    pattern: /\bJPRN-([A-Za-z]{2,10}(?:-[A-Za-z]{2,4})?-?\d{5,10})(?!\d)/g,
    normalise: joined("JPRN-"),
    letters: "jprn-",
  },
  {
    registry: "UMIN-CTR",
    pattern: /(?<!JPRN-)\bUMIN[\s:-]?(\d{9})(?!\d)/gi,
    normalise: joined("UMIN"),
    letters: "umin",
  },
  { registry: "DRKS", pattern: /\bDRKS[\s:-]?(\d{8})(?!\d)/gi, normalise: joined("DRKS"), letters: "drks" },
  {
    registry: "CTRI",
    pattern: /\bCTRI\s?\/\s?(\d{4}\/\d{2,3}\/\d{5,6})(?!\d)/gi,
    normalise: joined("CTRI/"),
    letters: "ctri",
  },
  { registry: "CRiS", pattern: /\bKCT[\s:-]?(\d{7})(?!\d)/gi, normalise: joined("KCT"), letters: "kct" },
];

// DataBankList names registries and other banks (GenBank, PDB...); these are the trial registries.
const REGISTRY_BANKS = new Map(
  [
    "ClinicalTrials.gov",
    "ISRCTN",
    "EudraCT",
    "ANZCTR",
    "ChiCTR",
    "JPRN",
    "UMIN-CTR",
    "DRKS",
    "CTRI",
    "CRiS",
    "IRCT",
    "NTR",
    "PACTR",
    "ReBec",
    "RPCEC",
    "SLCTR",
    "TCTR",
    "ClinicalTrials.jp",
  ].map((name) => [name.toLowerCase(), name]),
);
const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9/._-]{2,39}$/;

/** The registry's own page for an id: ClinicalTrials.gov and ISRCTN have theirs, the rest WHO's search portal. */
export function registryUrl(registry: string, id: string): string {
  if (registry === "ClinicalTrials.gov") return `https://clinicaltrials.gov/study/${id}`;
  if (registry === "ISRCTN") return `https://www.isrctn.com/${id}`;
  return `https://trialsearch.who.int/Trial2.aspx?TrialID=${encodeURIComponent(id)}`;
}

/** Registry ids written in a text, in order of appearance, normalised without spaces. */
export function registrationsInText(text: string): Registration[] {
  const found: { at: number; registration: Registration }[] = [];
  // Lower-casing keeps every ASCII letter a match needs, so a rule skipped here could not have matched.
  const lower = text.toLowerCase();
  for (const rule of RULES) {
    if (rule.letters && !lower.includes(rule.letters)) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const id = rule.normalise(match);
      found.push({
        at: match.index ?? 0,
        registration: { registry: rule.registry, id, url: registryUrl(rule.registry, id) },
      });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.registration);
}

/** An accession number from a registry's DataBank: recognised by the text rules, else kept when it looks like an id. */
function fromAccession(bank: string, raw: string): Registration | undefined {
  const accession = raw.replace(/\s+/g, "");
  const known = registrationsInText(accession)[0];
  if (known) return known;
  if (bank === "ClinicalTrials.gov" || !PLAIN_ID.test(accession)) return undefined;
  return { registry: bank, id: accession, url: registryUrl(bank, accession) };
}

/** Every registry id a record names: its DataBankList (PubMed's secondary source ids) first, then the given texts. */
export function registrationsOf(dataBankList: XmlElement | undefined, texts: string[]): Registration[] {
  const all: Registration[] = [];
  for (const bank of childrenNamed(dataBankList, "DataBank")) {
    const name = REGISTRY_BANKS.get(plainText(child(bank, "DataBankName")).trim().toLowerCase());
    if (!name) continue;
    for (const accession of childrenNamed(path(bank, "AccessionNumberList"), "AccessionNumber")) {
      const registration = fromAccession(name, plainText(accession));
      if (registration) all.push(registration);
    }
  }
  for (const text of texts) all.push(...registrationsInText(text));
  const seen = new Set<string>();
  return all.filter((r) => {
    const key = r.id.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `{ registrations }` when the record names any, else nothing, so records without ids keep their shape. */
export function registrationsField(
  dataBankList: XmlElement | undefined,
  texts: string[],
): { registrations?: Registration[] } {
  const registrations = registrationsOf(dataBankList, texts);
  return registrations.length ? { registrations } : {};
}
