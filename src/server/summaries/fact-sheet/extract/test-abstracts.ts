/** Invented trial abstracts (no real trial), one per quirk the extractor handles. */
export const ABSTRACTS = {
  protocol: {
    title: "Walking after lung surgery: study protocol for a randomised controlled trial",
    abstract:
      "BACKGROUND: Recovery after lung surgery is slow.\nMETHODS: Two hundred adults will be randomised to a walking programme or usual care. The primary outcome is the six-minute walk distance at 12 weeks.\nDISCUSSION: This trial will show whether walking helps.\nTRIAL REGISTRATION: ClinicalTrials.gov NCT 01234567.",
  },
  secondary: {
    title: "Serum marker Q as a prognostic biomarker: an exploratory analysis of the randomised phase III ALPHA trial",
    abstract:
      "BACKGROUND: In the phase III ALPHA trial, drug K improved survival.\nMETHODS: Patients were randomly assigned to drug K (n=210) or placebo (n=205). Serum Q was measured at baseline.\nRESULTS: High serum Q was associated with shorter survival (HR 1.8; 95% CI 1.3 to 2.4; P<0.001).\nCONCLUSIONS: Serum Q is a prognostic marker.",
  },
  registry: {
    title: "Surgery or radiotherapy for early tumours of the tongue: a national registry analysis",
    abstract:
      "BACKGROUND: There are no randomized data comparing surgery with radiotherapy. METHODS: We identified 1,204 patients in the national cancer database treated between 2004 and 2014. RESULTS: Five-year survival was 71% after surgery and 58% after radiotherapy (p < 0.001). CONCLUSIONS: Surgery was associated with longer survival.",
  },
  split: {
    title: "A nomogram for survival after liver resection",
    abstract:
      "Records of 900 patients were randomly divided into a training set and a validation set. The nomogram predicted survival with a C-index of 0.74 in the validation set. The nomogram may help counselling.",
  },
  singleArm: {
    title: "Drug M in relapsed lymphoma: a single-arm phase 2 study",
    abstract:
      "METHODS: Forty-one patients received drug M daily. The primary endpoint was objective response rate.\nRESULTS: Objective responses occurred in 17 patients (41%).\nCONCLUSIONS: Drug M is active.",
  },
  titleVersus: {
    title: "Weekly paclitaxel versus three-weekly docetaxel in advanced gastric cancer: a randomised trial",
    abstract:
      "METHODS: Sixty-nine patients were randomly assigned to the two regimens. The primary end point was overall survival.\nRESULTS: Median overall survival was 9.1 and 8.7 months (HR 0.95; 95% CI 0.60 to 1.49; P = 0.81).\nCONCLUSIONS: Both regimens are options.",
  },
  receiveAOrB: {
    title: "Ginger for nausea during chemotherapy",
    abstract:
      "METHODS: Adults starting chemotherapy were randomised to receive ginger capsules (n = 52) or placebo (n = 51). The primary outcome was nausea on day 1.\nRESULTS: Nausea was less frequent with ginger (OR 0.45; 95% CI 0.25 to 0.81; p = 0.008).\nCONCLUSIONS: Ginger reduced nausea.",
  },
  hazardBelowOne: {
    title: "Drug R plus chemotherapy versus chemotherapy alone in pancreatic cancer: a randomised phase 3 trial",
    abstract:
      "METHODS: A total of 412 patients were randomly assigned (1:1) to drug R plus chemotherapy or chemotherapy alone. The primary endpoint was overall survival.\nRESULTS: Overall survival was longer with drug R (median 11.2 vs 8.4 months; hazard ratio 0.76, 95% CI 0.62 to 0.93; p = 0.007). Grade 3 or worse neutropenia occurred in 31% and 22% of patients.\nCONCLUSIONS: Drug R improved survival.",
  },
  spin: {
    title: "Tea extract T or placebo after resection of colon cancer: a randomised trial",
    abstract:
      "METHODS: We randomised 240 patients to tea extract T or placebo. The primary end point was disease-free survival.\nRESULTS: Disease-free survival at 3 years was 78% with T and 74% with placebo (HR 0.83; 95% CI 0.60 to 1.15; p = 0.12). In patients under 60, T reduced recurrence (p = 0.03).\nCONCLUSIONS: Tea extract T improves outcomes after resection and should be considered.",
  },
  nonInferior: {
    title: "Short-course versus long-course radiotherapy for bone pain: a randomised non-inferiority trial",
    abstract:
      "METHODS: In this non-inferiority trial, 300 patients were randomly assigned to short-course or long-course radiotherapy; the non-inferiority margin was 10 percentage points. The primary endpoint was pain response at 8 weeks.\nRESULTS: Pain response was 61% vs 63% (difference -2.0; 95% CI -9.1 to 5.1); short-course radiotherapy was non-inferior.\nCONCLUSIONS: Short-course radiotherapy is an option.",
  },
};
