// Invented PubMed baseline records for the import benchmark: the element layout of a real baseline file (indented,
// affiliations, reference lists, structured abstracts), with made-up words, names and numbers.
import { createWriteStream } from "node:fs";
import { createGzip } from "node:zlib";

export interface BaselineMix {
  records: number;
  /** Share of records with a clinical-trial publication type. */
  trialShare: number;
  /** Share of records about a cancer (MeSH and text). */
  cancerShare: number;
  /** Trailing DeleteCitation PMIDs (the first ones of the file, so they remove rows the import just made). */
  deletions?: number;
  seed?: number;
}

export interface BaselineFile {
  path: string;
  bytes: number;
  records: number;
  cancerTrials: number;
  /** Cancer trials the trailing DeleteCitation removes again. */
  deletedCancerTrials: number;
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  "patients cohort outcome analysis levels expression cells response treatment associated increased reduced " +
  "significant model protein signalling pathway clinical measured observed group compared baseline follow-up " +
  "receptor mice tissue function dose exposure risk factors population survey samples activity regulation " +
  "inflammation metabolic cardiac renal hepatic neural chronic acute therapy management quality assessment"
).split(" ");
const CANCER_WORDS =
  "breast cancer|non-small cell lung cancer|colorectal carcinoma|acute myeloid leukemia|diffuse large B-cell lymphoma|glioblastoma|hepatocellular carcinoma|metastatic melanoma".split(
    "|",
  );
// Not cancers, but they hold the pre-filter's cancer words: trials about them go through the full parse and are dropped.
const NEAR_MISSES =
  "glaucoma|subdural hematoma|tumour necrosis factor blockade|leukocyte counts|granuloma annulare".split("|");
const MESH =
  "Humans|Female|Male|Adult|Middle Aged|Aged|Animals|Mice|Treatment Outcome|Risk Factors|Prospective Studies|Retrospective Studies|Signal Transduction|Cell Line|Gene Expression Regulation|Inflammation|Quality of Life".split(
    "|",
  );
const CANCER_MESH =
  "Breast Neoplasms|Carcinoma, Non-Small-Cell Lung|Colorectal Neoplasms|Leukemia, Myeloid, Acute|Lymphoma, Large B-Cell, Diffuse|Glioblastoma|Carcinoma, Hepatocellular|Melanoma".split(
    "|",
  );
const TRIAL_TYPES = [
  "Randomized Controlled Trial",
  "Clinical Trial, Phase II",
  "Clinical Trial",
  "Clinical Trial, Phase III",
  "Multicenter Study",
];
const OTHER_TYPES = ["Journal Article", "Review", "Case Reports", "Comparative Study", "Letter", "Editorial"];
const LABELS = ["BACKGROUND", "METHODS", "RESULTS", "CONCLUSIONS"];

/** Laid out as NCBI's files are: one element per line, indented two spaces a level. */
function indented(record: string): string {
  let depth = 1;
  let out = "";
  for (const line of record.replace(/></g, ">\n<").split("\n")) {
    if (line.startsWith("</")) depth--;
    out += `${"  ".repeat(depth)}${line}\n`;
    if (!line.startsWith("</") && !line.includes("</") && !line.endsWith("/>")) depth++;
  }
  return out;
}

function writer(rand: () => number) {
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const sentence = (n: number, extra?: string) => {
    const words = Array.from({ length: n }, () => pick(WORDS));
    if (extra) words.splice(int(0, words.length), 0, extra);
    const text = words.join(" ");
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = (sentences: number, topic?: string) =>
    Array.from({ length: sentences }, (_, i) => sentence(int(12, 24), i % 2 === 0 ? topic : undefined)).join(" ");
  const date = (tag: string) =>
    `<${tag}><Year>${int(2015, 2024)}</Year><Month>${String(int(1, 12)).padStart(2, "0")}</Month><Day>${String(int(1, 28)).padStart(2, "0")}</Day></${tag}>`;
  const author = () =>
    `<Author ValidYN="Y"><LastName>Author${int(1, 9999)}</LastName><ForeName>Name${int(1, 999)}</ForeName><Initials>N</Initials>` +
    `<AffiliationInfo><Affiliation>Department of ${pick(WORDS)} research, Invented University Hospital ${int(1, 400)}, Sometown, Country. name${int(1, 9999)}@example.org.</Affiliation></AffiliationInfo></Author>`;
  const reference = () =>
    `<Reference><Citation>Author${int(1, 999)} A, Author${int(1, 999)} B. ${sentence(int(8, 16))} J Invented Res. ${int(1990, 2023)};${int(1, 90)}:${int(1, 999)}-${int(1000, 1999)}.</Citation><ArticleIdList><ArticleId IdType="pubmed">${int(1_000_000, 39_000_000)}</ArticleId></ArticleIdList></Reference>`;
  const heading = (name: string) =>
    `<MeshHeading><DescriptorName UI="D${int(100000, 999999)}" MajorTopicYN="${rand() < 0.3 ? "Y" : "N"}">${name}</DescriptorName>${rand() < 0.4 ? `<QualifierName UI="Q000${int(100, 999)}" MajorTopicYN="N">${pick(["metabolism", "therapy", "genetics", "drug therapy"])}</QualifierName>` : ""}</MeshHeading>`;

  return (pmid: number, trial: boolean, cancer: boolean): string => indented(record(pmid, trial, cancer));

  function record(pmid: number, trial: boolean, cancer: boolean): string {
    const topic = cancer ? pick(CANCER_WORDS) : trial && rand() < 0.3 ? pick(NEAR_MISSES) : undefined;
    const trialWords = trial
      ? pick([
          "In this randomized, double-blind, placebo-controlled phase 3 trial",
          "In this open-label phase II study",
          "Patients were randomized",
        ])
      : undefined;
    const hasAbstract = trial || rand() < 0.75;
    const abstract = !hasAbstract
      ? ""
      : rand() < 0.4 || trial
        ? `<Abstract>${LABELS.map((l, i) => `<AbstractText Label="${l}" NlmCategory="${l}">${i === 1 && trialWords ? `${trialWords}. ` : ""}${paragraph(int(1, 3), topic)}</AbstractText>`).join("")}<CopyrightInformation>© ${int(2015, 2024)} Invented Publisher.</CopyrightInformation></Abstract>`
        : `<Abstract><AbstractText>${paragraph(int(3, 8), topic)}${rand() < 0.05 ? " Cells arrested in G2/M phase." : ""}</AbstractText></Abstract>`;
    const types = trial ? [pick(TRIAL_TYPES), "Journal Article"] : [pick(OTHER_TYPES)];
    const mesh = [...(cancer ? [pick(CANCER_MESH)] : []), ...Array.from({ length: int(0, 14) }, () => pick(MESH))];
    const references =
      rand() < 0.45 ? `<ReferenceList>${Array.from({ length: int(5, 45) }, reference).join("")}</ReferenceList>` : "";
    return (
      `<PubmedArticle><MedlineCitation Status="MEDLINE" Owner="NLM"><PMID Version="1">${pmid}</PMID>${date("DateCompleted")}${date("DateRevised")}` +
      `<Article PubModel="Print-Electronic"><Journal><ISSN IssnType="Electronic">${int(1000, 9999)}-${int(1000, 9999)}</ISSN><JournalIssue CitedMedium="Internet"><Volume>${int(1, 90)}</Volume><Issue>${int(1, 12)}</Issue><PubDate><Year>${int(2015, 2024)}</Year><Month>${pick(["Jan", "Mar", "Jun", "Oct"])}</Month></PubDate></JournalIssue><Title>Journal of invented ${pick(WORDS)}</Title><ISOAbbreviation>J Invent</ISOAbbreviation></Journal>` +
      `<ArticleTitle>${sentence(int(8, 18), topic)}</ArticleTitle><Pagination><StartPage>${int(1, 900)}</StartPage><MedlinePgn>${int(1, 900)}-${int(901, 999)}</MedlinePgn></Pagination><ELocationID EIdType="doi" ValidYN="Y">10.0000/invented.${pmid}</ELocationID>${abstract}` +
      `<AuthorList CompleteYN="Y">${Array.from({ length: int(1, 9) }, author).join("")}</AuthorList><Language>eng</Language>` +
      `<PublicationTypeList>${types.map((t) => `<PublicationType UI="D${int(10000, 99999)}">${t}</PublicationType>`).join("")}</PublicationTypeList>${date("ArticleDate")}</Article>` +
      `<MedlineJournalInfo><Country>Nowhere</Country><MedlineTA>J Invent</MedlineTA><NlmUniqueID>${int(100000, 999999)}</NlmUniqueID></MedlineJournalInfo><CitationSubset>IM</CitationSubset>` +
      `<MeshHeadingList>${mesh.map(heading).join("")}</MeshHeadingList></MedlineCitation>` +
      `<PubmedData><History>${date("PubMedPubDate")}${date("PubMedPubDate")}</History><PublicationStatus>ppublish</PublicationStatus>` +
      `<ArticleIdList><ArticleId IdType="pubmed">${pmid}</ArticleId><ArticleId IdType="doi">10.0000/invented.${pmid}</ArticleId></ArticleIdList>${references}</PubmedData></PubmedArticle>`
    );
  }
}

/** Writes an invented baseline file as .xml.gz; PMIDs start at 90,000,001 so no real record is touched. */
export async function writeSyntheticBaseline(path: string, mix: BaselineMix): Promise<BaselineFile> {
  const rand = random(mix.seed ?? 42);
  const record = writer(rand);
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(path));
  const closed = new Promise<void>((resolve, reject) => out.on("close", resolve).on("error", reject));
  const write = async (text: string) => {
    if (!gzip.write(text)) await new Promise((resolve) => gzip.once("drain", resolve));
  };
  let bytes = 0;
  let cancerTrials = 0;
  let deletedCancerTrials = 0;
  const head = `<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n<PubmedArticleSet>\n`;
  let pending = head;
  for (let i = 1; i <= mix.records; i++) {
    const trial = rand() < mix.trialShare;
    const cancer = rand() < mix.cancerShare;
    if (trial && cancer) {
      cancerTrials++;
      if (i <= (mix.deletions ?? 0)) deletedCancerTrials++;
    }
    pending += record(90_000_000 + i, trial, cancer);
    if (pending.length > 1 << 20) {
      bytes += Buffer.byteLength(pending);
      await write(pending);
      pending = "";
    }
  }
  const deletions = Array.from(
    { length: mix.deletions ?? 0 },
    (_, i) => `<PMID Version="1">${90_000_001 + i}</PMID>`,
  ).join("\n");
  pending += `${deletions ? `<DeleteCitation>\n${deletions}\n</DeleteCitation>\n` : ""}</PubmedArticleSet>\n`;
  bytes += Buffer.byteLength(pending);
  gzip.end(pending);
  await closed;
  return { path, bytes, records: mix.records, cancerTrials, deletedCancerTrials };
}
