import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts, one per clipped phrase read as an endpoint (round 11, from set g's readings).
const shown = (title: string, abstract: string) =>
  builtinSummaries({ title, abstract }).facts.primaryEndpoint?.text ?? null;

describe("a clipped phrase is not named as the endpoint", () => {
  test("'X was regarded as the primary outcome' names X without its verb", () => {
    const text = shown(
      "Drug Q or drug W after surgery for bone sarcoma: cost and outcome",
      "Methods: Records of patients given drug Q or drug W were read back. Net monetary benefit (NMB) was regarded as the primary outcome. Results: NMB was higher with drug Q (P = 0.02).",
    );
    expect(text).toStartWith("Net monetary benefit");
    expect(text).not.toContain("regarded");
  });

  test("'end points were updated' names no endpoint", () => {
    const text = shown(
      "Drug Q versus drug W in bone sarcoma: an updated analysis",
      "In this updated analysis, efficacy and safety end points were updated. Patients were randomly assigned to drug Q or drug W. Median event-free survival was 20 months with drug Q and 14 months with drug W (P = .004).",
    );
    expect(text).not.toBe("updated");
  });

  test("'the model's outcomes' is a measure word of an owner, not an outcome", () => {
    const text = shown(
      "Cost-effectiveness of drug Q versus drug W for bone sarcoma",
      "Methods: A Markov model was developed to simulate the lifetime course of bone sarcoma. Direct costs were estimated for the national health system. Sensitivity analyses were used to explore the impact of uncertainty on the model’s outcomes. Results: Drug Q cost $4,100 per QALY gained.",
    );
    expect(text ?? "").not.toContain("outcomes");
  });

  test("'whether drug Q has antitumour activity' is the question, not the measure", () => {
    const text = shown(
      "Drug Q in advanced bone sarcoma: a phase II study",
      "The purpose of this study was to determine whether drug Q has antitumour activity in patients with advanced bone sarcoma. Thirty patients received drug Q every 3 weeks. The overall response rate was 31% (95% CI 16-50%).",
    );
    expect(text ?? "").not.toContain("has antitumour activity");
  });
});

describe("'freedom from progression' is an outcome of its own", () => {
  test("a tested freedom-from-progression result outranks an untested median survival", () => {
    const sheet = extractFactSheet({
      title: "Drug Q after surgery for bone sarcoma: a randomized trial",
      abstract:
        "Patients were randomized after surgery to drug Q or observation. Of 60 patients, 30 were randomized to drug Q and 30 were observed. The freedom from progression with drug Q was superior to that with observation (median 37 versus 12 months, p = 0.01). Median survival with drug Q was 63 months compared to 36 months with observation.",
    });
    // Read from a result sentence: the reader's phrase, not shown (endpoint-source.ts).
    expect(endpointReading(sheet)?.text).toBe("freedom from progression");
    expect(sheet.primaryEndpoint).toBeNull();
  });
});

const WORST = {
  "'was regarded' repeated": "Net benefit was regarded was regarded as the primary outcome ",
  "an owner's outcomes repeated": "on the model's model's model's outcomes ",
};
describe("linear time", () => {
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
