import type { SummaryInput } from "../model/types";

/** A trial abstract with the numbers a clinician summary must carry. */
export const TRIAL: SummaryInput = {
  pmid: "38000001",
  title: "Drug A plus FOLFOX versus FOLFOX alone in metastatic colorectal cancer: a randomised phase 3 trial",
  abstract:
    "BACKGROUND: Drug A is an oral inhibitor. METHODS: In this randomised, open-label, phase 3 trial, 412 patients with untreated metastatic colorectal cancer were assigned to drug A plus FOLFOX or FOLFOX alone. The primary endpoint was overall survival. RESULTS: Median overall survival was 14.2 months with drug A and 11.1 months with FOLFOX alone (hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001). Grade 3 or worse adverse events occurred in 31% and 24% of patients. CONCLUSIONS: Adding drug A to FOLFOX improved overall survival.",
  authors: ["Doe J", "Roe R"],
  journal: "Lancet Oncol",
  publicationDate: "2026 Mar",
};

/** An invented trial whose primary result is not significant (p = 0.41), with a conclusion that says otherwise. */
export const NEGATIVE_TRIAL: SummaryInput = {
  ...TRIAL,
  pmid: "38000002",
  title: "Velumab plus docetaxel versus docetaxel alone in pretreated gastric cancer: a randomised phase 2 trial",
  abstract:
    "METHODS: 164 patients with pretreated gastric cancer were randomly assigned to velumab plus docetaxel or docetaxel alone. The primary endpoint was progression-free survival. RESULTS: Median progression-free survival was 4.4 months with velumab and 3.9 months with docetaxel alone (hazard ratio 0.88, 95% CI 0.64-1.20; p=0.41). Neutropenia was the most common adverse event. CONCLUSIONS: Velumab improved outcomes and deserves further study.",
};

/** A sentence with a number the abstract does not have. */
export const INVENTED = "0.37";
