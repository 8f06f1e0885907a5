/** Readable cancer types, keyed by the MeSH descriptors (Neoplasms tree, C04) that name them. */
export const MESH_CANCER_TYPES: Record<string, string[]> = {
  "Breast Cancer": [
    "Breast Neoplasms",
    "Breast Neoplasms, Male",
    "Triple Negative Breast Neoplasms",
    "Inflammatory Breast Neoplasms",
    "Unilateral Breast Neoplasms",
    "Carcinoma, Ductal, Breast",
  ],
  "Lung Cancer": [
    "Lung Neoplasms",
    "Carcinoma, Non-Small-Cell Lung",
    "Small Cell Lung Carcinoma",
    "Adenocarcinoma of Lung",
    "Pancoast Syndrome",
  ],
  "Colorectal Cancer": [
    "Colorectal Neoplasms",
    "Colonic Neoplasms",
    "Rectal Neoplasms",
    "Colorectal Neoplasms, Hereditary Nonpolyposis",
    "Sigmoid Neoplasms",
    "Cecal Neoplasms",
  ],
  "Prostate Cancer": ["Prostatic Neoplasms", "Prostatic Neoplasms, Castration-Resistant"],
  "Multiple Myeloma": ["Multiple Myeloma"],
  "Pancreatic Cancer": ["Pancreatic Neoplasms", "Carcinoma, Pancreatic Ductal", "Adenocarcinoma, Pancreatic Ductal"],
  "Ovarian Cancer": ["Ovarian Neoplasms", "Carcinoma, Ovarian Epithelial"],
  "Gastric Cancer": ["Stomach Neoplasms"],
  "Liver Cancer": ["Liver Neoplasms", "Liver Neoplasms, Experimental", "Carcinoma, Hepatocellular"],
  "Esophageal Cancer": ["Esophageal Neoplasms", "Esophageal Squamous Cell Carcinoma"],
  "Bladder Cancer": ["Urinary Bladder Neoplasms", "Non-Muscle Invasive Bladder Neoplasms"],
  "Kidney Cancer": ["Kidney Neoplasms", "Carcinoma, Renal Cell", "Wilms Tumor"],
  "Brain Cancer": [
    "Brain Neoplasms",
    "Glioma",
    "Glioblastoma",
    "Astrocytoma",
    "Oligodendroglioma",
    "Medulloblastoma",
    "Ependymoma",
    "Brain Stem Neoplasms",
    "Cerebellar Neoplasms",
    "Supratentorial Neoplasms",
    "Infratentorial Neoplasms",
    "Diffuse Intrinsic Pontine Glioma",
  ],
  "Head and Neck Cancer": [
    "Head and Neck Neoplasms",
    "Squamous Cell Carcinoma of Head and Neck",
    "Carcinoma, Squamous Cell of Head and Neck",
    "Mouth Neoplasms",
    "Tongue Neoplasms",
    "Gingival Neoplasms",
    "Lip Neoplasms",
    "Oropharyngeal Neoplasms",
    "Tonsillar Neoplasms",
    "Nasopharyngeal Neoplasms",
    "Nasopharyngeal Carcinoma",
    "Hypopharyngeal Neoplasms",
    "Laryngeal Neoplasms",
    "Pharyngeal Neoplasms",
    "Salivary Gland Neoplasms",
    "Parotid Neoplasms",
    "Paranasal Sinus Neoplasms",
    "Nose Neoplasms",
    "Otorhinolaryngologic Neoplasms",
  ],
  "Cervical Cancer": ["Uterine Cervical Neoplasms"],
  "Endometrial Cancer": ["Endometrial Neoplasms"],
  "Thyroid Cancer": ["Thyroid Neoplasms", "Thyroid Carcinoma, Anaplastic", "Thyroid Cancer, Papillary"],
  Sarcoma: ["Gastrointestinal Stromal Tumors"],
};

/** Families named by pattern: every Leukemia, Lymphoma, Melanoma and Sarcoma subtype. Order matters ("Leukemia-Lymphoma"). */
export const MESH_CANCER_FAMILIES: [string, RegExp][] = [
  // "Leukemia Inhibitory Factor" and "Leukemia Virus, Murine" are not leukaemias.
  ["Leukemia", /^leukemia(?:,|$)|leukemia(?:-lymphoma)?$/i],
  ["Lymphoma", /^lymphoma(?:,|$)|lymphoma$|^hodgkin disease$|^mycosis fungoides$|^sezary syndrome$/i],
  ["Melanoma", /^melanoma(?:,|$)/i],
  ["Sarcoma", /^(?!.*(?:virus|carcinosarcoma)).*sarcoma/i],
];

const N = "(?:cancers?|carcinomas?|adenocarcinomas?|neoplasms?|tumou?rs?|malignanc(?:y|ies))";
const site = (words: string) => String.raw`\b(?:${words}) ${N}\b|\b${N} of the (?:${words})\b`;

/**
 * Words in a title or abstract that name a cancer type; `acronyms` are matched case-sensitively. The patterns run
 * only on text containing one of the lower-case `hints`, which keeps a 30,000-record import fast.
 */
export const TEXT_CANCER_TYPES: { type: string; hints: string[]; words: RegExp; acronyms?: RegExp }[] = [
  {
    type: "Breast Cancer",
    hints: ["breast", "dcis", "ductal carcinoma in situ"],
    words: new RegExp(`${site("breast")}|\\bductal carcinoma in situ\\b`, "i"),
    acronyms: /\bDCIS\b/,
  },
  { type: "Lung Cancer", hints: ["lung", "sclc"], words: new RegExp(`${site("lung")}|\\bn?sclc\\b`, "i") },
  {
    type: "Colorectal Cancer",
    hints: ["colo", "rect", "bowel", "crc"],
    words: new RegExp(site("colorectal|colon|colonic|rectal|rectum|bowel"), "i"),
    acronyms: /\bm?CRC\b/,
  },
  {
    type: "Prostate Cancer",
    hints: ["prostat", "crpc"],
    words: new RegExp(site("prostate|prostatic"), "i"),
    acronyms: /\bm?CRPC\b/,
  },
  { type: "Melanoma", hints: ["melanom"], words: /\bmelanomas?\b/i },
  {
    type: "Leukemia",
    hints: ["leuk", "aml", "cll", "cml"],
    words: /\bleuka?emias?\b/i,
    acronyms: /\b(?:AML|CLL|CML)\b/,
  },
  {
    type: "Lymphoma",
    hints: ["lymphom", "hodgkin", "dlbcl", "nhl"],
    words: /lymphomas?\b|\bhodgkin/i,
    acronyms: /\b(?:DLBCL|NHL)\b/,
  },
  { type: "Multiple Myeloma", hints: ["myelom"], words: /\bmyelomas?\b/i },
  {
    type: "Pancreatic Cancer",
    hints: ["pancrea", "pdac"],
    words: new RegExp(`${site("pancreatic|pancreas")}|\\bpancreatic ductal adenocarcinomas?\\b`, "i"),
    acronyms: /\bPDAC\b/,
  },
  { type: "Ovarian Cancer", hints: ["ovar"], words: new RegExp(site("ovarian|ovary"), "i") },
  {
    type: "Gastric Cancer",
    hints: ["gastr", "stomach"],
    words: new RegExp(site("gastric|stomach|gastro-?o?esophageal junction"), "i"),
  },
  {
    type: "Liver Cancer",
    hints: ["liver", "hepat", "hcc"],
    words: new RegExp(`${site("liver|hepatic")}|\\bhepatocellular carcinomas?\\b|\\bhepatomas?\\b`, "i"),
    acronyms: /\bHCC\b/,
  },
  {
    type: "Esophageal Cancer",
    hints: ["esophag", "escc"],
    words: new RegExp(`${site("o?esophageal|o?esophagus")}|\\bo?esophageal squamous[- ]cell carcinomas?\\b`, "i"),
    acronyms: /\bESCC\b/,
  },
  {
    type: "Bladder Cancer",
    hints: ["bladder", "urothel"],
    words: new RegExp(site("bladder|urinary bladder|urothelial"), "i"),
  },
  {
    type: "Kidney Cancer",
    hints: ["kidney", "renal", "rcc", "wilms"],
    words: new RegExp(`${site("kidney|renal")}|\\brenal[- ]cell carcinomas?\\b|\\bwilms`, "i"),
    acronyms: /\bm?RCC\b/,
  },
  {
    type: "Brain Cancer",
    hints: ["gliom", "glioblastom", "astrocytom", "medulloblastom", "brain", "gbm"],
    words:
      /\b(?:glioblastomas?|gliomas?|astrocytomas?|oligodendrogliomas?|medulloblastomas?|brain (?:tumou?rs?|cancers?|neoplasms?))\b/i,
    acronyms: /\bGBM\b/,
  },
  {
    type: "Head and Neck Cancer",
    hints: ["head and neck", "pharyn", "laryn", "oral", "tongue", "salivary", "hnscc", "scchn"],
    words: new RegExp(
      `\\bhead and neck (?:squamous[- ]cell )?${N}|${site("oropharyngeal|oropharynx|nasopharyngeal|laryngeal|larynx|hypopharyngeal|oral cavity|oral|tongue|salivary gland")}`,
      "i",
    ),
    acronyms: /\b(?:HNSCC|SCCHN)\b/,
  },
  { type: "Cervical Cancer", hints: ["cervi"], words: new RegExp(site("cervical|uterine cervical|cervix"), "i") },
  {
    type: "Endometrial Cancer",
    hints: ["endometri", "uter"],
    words: new RegExp(site("endometrial|endometrium|uterine|uterus"), "i"),
  },
  { type: "Thyroid Cancer", hints: ["thyroid"], words: new RegExp(site("thyroid"), "i") },
  {
    type: "Sarcoma",
    hints: ["sarcom", "stromal", "gist"],
    words: /(?<!carcino)sarcomas?\b|\bgastrointestinal stromal tumou?rs?\b/i,
    acronyms: /\bGIST\b/,
  },
];

/** Every pattern above needs one of these words (lower case) or acronyms: text without any names no cancer type. */
export const CANCER_WORDS = [
  "cancer",
  "carcinom",
  "neoplas",
  "tumo",
  "malignan",
  "oma",
  "leuk",
  "hodgkin",
  "wilms",
  "sclc",
];
export const CANCER_ACRONYMS =
  /\b(?:N?SCLC|DCIS|m?CRC|m?CRPC|AML|CLL|CML|DLBCL|NHL|PDAC|HCC|ESCC|m?RCC|GBM|HNSCC|SCCHN|GIST)\b/;

/** Phrases that contain a cancer word but name something else. */
export const NOT_A_CANCER = /tumou?r necrosis factor|breast cancer resistance protein/gi;
