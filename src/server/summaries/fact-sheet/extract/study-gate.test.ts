import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const read = (title: string, abstract: string) => extractFactSheet({ title, abstract });

// Invented abstracts, one per way a study's kind is written without the usual words.
describe("a study's kind is read from how it says it treated or watched its people", () => {
  test("a single treatment given to enrolled patients under a primary objective is a trial without random allocation", () => {
    const sheet = read(
      "A two-weekly schedule of drug A with drug B in small-cell lung cancer",
      "The primary objective was to evaluate response rate. Patients with untreated disease were enrolled. Drug A was given on day 1. The overall response rate was 60% (95% CI 48-71%).",
    );
    expect(sheet.studyType).toBe("non-randomised-trial");
    expect(sheet.randomised).toBe(false);
  });

  test("a centre's series of consecutive treated patients is watched, not a trial", () => {
    const sheet = read(
      "Drug K for sarcoma: one centre's experience",
      "In this study of 21 consecutive patients with sarcoma, drug K was used before or after surgery. Drug K was safe and particularly effective in some tumours.",
    );
    expect(sheet.studyType).toBe("observational");
  });

  test("patients enrolled on a cooperative group's coded trial, read back for another question, are a secondary analysis", () => {
    const sheet = read(
      "Patterns of antibiotic use among older patients with lymphoma",
      "Antibiotic use was examined in 400 patients enrolled on GOG 1234 receiving drug A or drugs A and B. Antibiotics were given to 45% of patients. Age over 70 years was a risk factor for infection (OR 2.0, 95% CI 1.2-3.1).",
    );
    expect(sheet.studyType).toBe("secondary-analysis");
    expect(sheet.randomised).not.toBe(true);
  });
  test("random sampling of a population is how people were invited, not how groups were formed", () => {
    const sheet = read(
      "Screening colonoscopy: two ways of inviting people",
      "Design: Comparison of randomised population sampling versus cluster sampling of general practice lists. Subjects: 800 people were invited. Results: Participation was similar in the two groups (35% and 40%).",
    );
    expect(sheet.randomised).not.toBe(true);
    expect(sheet.studyType).not.toBe("randomised-trial");
  });

  test("'we used data from' a hospital programme is an observational study", () => {
    const sheet = read(
      "Quitting smoking and survival after a cancer diagnosis",
      "Methods: We used data from a community cancer programme. Our exposure was quitting within 6 months of diagnosis. Results: The 3-year risk of death was lower in those who quit (RR 0.7, 95% CI 0.4-1.4).",
    );
    expect(sheet.studyType).toBe("observational");
    expect(sheet.randomised).toBe(false);
  });
  test("two arms compared with no word of how they were formed leave random allocation unsaid; historical controls do not", () => {
    const unsaid = read(
      "Drug A versus drug B for nausea in patients receiving cisplatin",
      "Eighty patients were enrolled in a prospective trial and received drug A or drug B. Nausea was less frequent with drug A (20% vs 40%).",
    );
    expect(unsaid.arms.length).toBe(2);
    expect(unsaid.randomised).toBeNull();
    const historical = read(
      "Drug A versus drug B after surgery for colon cancer",
      "In this prospective study, 60 patients received drug A and were compared with 60 historical controls given drug B. Relapse was less frequent with drug A (10% vs 20%, p = 0.03).",
    );
    expect(historical.randomised).toBe(false);
    const crossover = read(
      "Two schedules of drug O against emesis",
      "Two hundred patients were enrolled in one of two arms in a crossover fashion. Arm A: drug O every 4 hours. Arm B: drug O every 24 hours. Complete protection was 90% in arm A and 88% in arm B.",
    );
    expect(crossover.randomised).toBeNull();
  });
  test("'This prospective cohort study aimed ...' in the background describes the study itself: observational", () => {
    const sheet = read(
      "Omitting radiotherapy in older women",
      "BACKGROUND: This prospective cohort study aimed to assess whether radiotherapy could be omitted in older women. METHODS: Women aged 70 or older were followed for 10 years. RESULTS: Local recurrence was 5%.",
    );
    expect(sheet.studyType).toBe("observational");
  });
  test("'Protocol 12-34, a feasibility study of X, was completed' names the report's own trial", () => {
    const sheet = read(
      "Five-year survival after twice-daily radiotherapy for lung cancer",
      "Group Protocol 12-34, a feasibility study of twice-daily radiotherapy for lung cancer, was completed in 1990. Of 100 evaluable patients, 10 were alive at 5 years.",
    );
    expect(sheet.studyType).toBe("non-randomised-trial");
  });
});

describe("study-type readers on adversarial text", () => {
  readsEachInLinearTime(
    {
      coded: "enrolled on ABCDEFGHIJ-KLMNOP A-1 enrolled in the AAAA ",
      consecutive: "1 consecutive 2 consecutive 3 consecutive patient ",
      sampling: "randomised randomised population randomised sampl ",
      protocol: "protocol 1, a protocol 2, an protocol ",
    },
    (abstract) => read("A study", abstract),
  );
});
