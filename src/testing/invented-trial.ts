import type { SummarizeRequest } from "../shared/api/summary";

/** An invented randomised-trial abstract of ordinary length, with the numbers a clinician summary must carry. */
export const INVENTED_TRIAL = {
  pmid: "90000011",
  title: "Drug B versus placebo after surgery for stage III colon cancer: a randomised phase 3 trial",
  abstract:
    "BACKGROUND: Recurrence after surgery is common. METHODS: We randomly assigned 812 patients to drug B or placebo for 6 months. " +
    "The primary endpoint was disease-free survival. RESULTS: At 3 years, disease-free survival was 74% with drug B and 66% with placebo " +
    "(hazard ratio 0.72; 95% CI 0.58 to 0.89; P=0.002). Grade 3 or higher adverse events occurred in 21% and 9%. " +
    "CONCLUSIONS: Drug B improved disease-free survival.",
  authors: ["Abel K", "Brant L"],
  journal: "Invented Journal of Surgery",
  publicationDate: "2025 Jan",
} satisfies SummarizeRequest;
