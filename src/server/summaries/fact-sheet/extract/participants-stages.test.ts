import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trials, one per way an abstract names a count that is not the number randomised next to the one that is.
const n = (abstract: string, title = "Drug Q or drug W for bone sarcoma") =>
  extractFactSheet({ title, abstract }).participants.randomised;

describe("counts at two stages of one trial", () => {
  test('"enrolled in the prospective randomized X trial" then "then randomized": the second count is the one randomised', () => {
    const abstract =
      "A total of 412 patients aged 18 to 60 years were enrolled in the prospective randomized SARC-77 trial. " +
      "Remission was reached in 80%. A total of 210 patients were then randomized to drug Q or drug W. " +
      "Relapse did not differ between the arms.";
    expect(n(abstract)).toBe(210);
    // With no later randomised count the enrolled total still stands.
    expect(
      n(
        "A total of 412 patients were enrolled in the prospective randomized SARC-77 trial of drug Q or drug W. " +
          "Relapse did not differ.",
      ),
    ).toBe(412);
  });

  test('"85 assigned to A and 84 patients underwent B": the other group named by what it had joins the total', () => {
    const abstract =
      "This trial recruited 150 patients with sarcoma, 76 patients assigned to drug Q before surgery and 74 patients " +
      "underwent immediate surgery. Overall survival was longer with drug Q.";
    expect(n(abstract, "Drug Q before surgery for bone sarcoma: a randomised trial")).toBe(150);
    expect(
      n(
        "Of the 60 evaluable patients 31 were randomized to receive drug Q and 29 were observed. Relapse was rarer with drug Q.",
        "Drug Q or observation after surgery for bone sarcoma: a randomised trial",
      ),
    ).toBe(60);
  });

  test("a later count that is an outcome, not a group, is not added", () => {
    expect(
      n(
        "In total 120 patients were randomized to drug Q and 30 had a relapse within a year. Relapse was rarer with drug Q.",
        "Drug Q for bone sarcoma: a randomised trial",
      ),
    ).not.toBe(150);
  });
});
