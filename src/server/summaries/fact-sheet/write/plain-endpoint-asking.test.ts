import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { plainEndpoint } from "./plain-endpoint";

// Invented: a study of inviting people to screening, whose "response rate" is how many answered the invitation.
describe("a response to an invitation is not a tumour shrinking", () => {
  test("in a screening or recruitment study a response rate is not told as tumours shrinking", () => {
    expect(plainEndpoint("Response rate", "Bowel screening: two ways of inviting people")).not.toMatch(/tumour/);
    // In a treatment trial it still is.
    expect(plainEndpoint("Response rate", "Drug A for advanced bowel cancer")).toBe("how many people's tumours shrank");
  });

  test("the patient summary of a screening-invitation study never speaks of tumours shrinking", () => {
    const out = builtinSummaries({
      title: "Colonoscopy screening: the outcomes of two recruitment methods",
      abstract:
        "Objectives: To compare two ways of inviting people to screening. Main outcome measures: Response rate and participation rate. Results: Response rates were similar in the two groups (78% and 81%).",
    });
    expect(out.patientSummary).not.toMatch(/tumours shrank/);
  });
});
