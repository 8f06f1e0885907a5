/** Small invented PubMed records (not real articles) in the efetch shape, for tests that need no shared fixtures. */

export interface InventedRecord {
  pmid: string;
  title: string;
  abstract: string;
  mesh?: string[];
  authors?: Array<[last: string, fore: string]>;
}

export function inventedArticle(r: InventedRecord): string {
  const authors = (r.authors ?? [])
    .map(([last, fore]) => `<Author ValidYN="Y"><LastName>${last}</LastName><ForeName>${fore}</ForeName></Author>`)
    .join("");
  const mesh = (r.mesh ?? [])
    .map((m) => `<MeshHeading><DescriptorName UI="D000000" MajorTopicYN="N">${m}</DescriptorName></MeshHeading>`)
    .join("");
  return (
    `<PubmedArticle><MedlineCitation Status="MEDLINE" Owner="NLM"><PMID Version="1">${r.pmid}</PMID>` +
    `<Article PubModel="Print"><Journal><Title>Journal of Invented Oncology</Title></Journal>` +
    `<ArticleTitle>${r.title}</ArticleTitle><Abstract><AbstractText>${r.abstract}</AbstractText></Abstract>` +
    `<AuthorList CompleteYN="Y">${authors}</AuthorList>` +
    `<PublicationTypeList><PublicationType UI="D016449">Randomized Controlled Trial</PublicationType></PublicationTypeList>` +
    `</Article><MeshHeadingList>${mesh}</MeshHeadingList>` +
    // A cited article's PMID, which must not be taken for the record's own.
    `<CommentsCorrectionsList><CommentsCorrections RefType="Cites"><RefSource>Elsewhere</RefSource><PMID Version="1">1</PMID></CommentsCorrections></CommentsCorrectionsList>` +
    `</MedlineCitation><PubmedData><PublicationStatus>ppublish</PublicationStatus></PubmedData></PubmedArticle>`
  );
}

export const INVENTED: InventedRecord[] = [
  {
    pmid: "90000001",
    title: "Drug A versus placebo in advanced non-small-cell lung cancer: a randomized phase III trial",
    abstract: "Patients with stage IV lung cancer received drug A or placebo. Overall survival improved.",
    mesh: ["Carcinoma, Non-Small-Cell Lung", "Antineoplastic Agents"],
    authors: [
      ["Quill", "Ada"],
      ["Marsh", "Ben"],
    ],
  },
  {
    pmid: "90000002",
    title: "Radiotherapy schedules for early breast cancer",
    abstract: "A randomized trial comparing hypofractionated and conventional radiotherapy after surgery.",
    mesh: ["Breast Neoplasms", "Radiotherapy"],
    authors: [["Stone", "Cara"]],
  },
  {
    pmid: "90000003",
    title: "Drug A with chemotherapy in small-cell lung cancer &amp; older adults",
    abstract: "Adding drug A to platinum chemotherapy in <i>extensive-stage</i> disease; a phase II trial.",
    mesh: ["Small Cell Lung Carcinoma"],
    authors: [["Quill", "Ada"]],
  },
  {
    pmid: "90000004",
    title: "Exercise during adjuvant therapy for colon cancer",
    abstract: "Supervised exercise was feasible and improved fatigue scores in a randomized setting.",
    mesh: ["Colonic Neoplasms", "Exercise"],
    authors: [["Field", "Dev"]],
  },
];

export const inventedArticles = () => INVENTED.map(inventedArticle);

/** An invented retracted trial (tagged and linked to its notice) and the retraction notice itself. */
export const INVENTED_RETRACTED_PMID = "90000101";
export const INVENTED_RETRACTION_NOTICE_PMID = "90000102";
export const INVENTED_RETRACTED_TITLE =
  "Drug Z maintenance after chemotherapy in pleural mesothelioma: a randomized phase III trial";

export const inventedNoticeArticles = (): string[] => [
  inventedArticle({
    pmid: INVENTED_RETRACTED_PMID,
    title: INVENTED_RETRACTED_TITLE,
    abstract:
      "Patients with pleural mesothelioma cancer were randomized to drug Z or observation after chemotherapy. Survival improved.",
    mesh: ["Mesothelioma, Malignant", "Pleural Neoplasms"],
    authors: [["Vane", "Iris"]],
  })
    .replace(
      "</PublicationTypeList>",
      `<PublicationType UI="D016441">Retracted Publication</PublicationType></PublicationTypeList>`,
    )
    .replace(
      "<CommentsCorrectionsList>",
      `<CommentsCorrectionsList><CommentsCorrections RefType="RetractionIn"><RefSource>J Invented Oncol. 2025 Jun;9(6):101</RefSource><PMID Version="1">${INVENTED_RETRACTION_NOTICE_PMID}</PMID></CommentsCorrections>`,
    ),
  inventedArticle({
    pmid: INVENTED_RETRACTION_NOTICE_PMID,
    title: "Retraction notice to: Drug Z maintenance after chemotherapy in pleural mesothelioma",
    abstract:
      "The journal retracts this article at the request of the authors: the survival data could not be verified.",
  })
    .replace("Randomized Controlled Trial</PublicationType>", "Retraction of Publication</PublicationType>")
    .replace(
      "<CommentsCorrectionsList>",
      `<CommentsCorrectionsList><CommentsCorrections RefType="RetractionOf"><RefSource>J Invented Oncol. 2024;8:55-63</RefSource><PMID Version="1">${INVENTED_RETRACTED_PMID}</PMID></CommentsCorrections>`,
    ),
];
