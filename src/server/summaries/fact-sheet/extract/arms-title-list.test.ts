import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented titles: "versus" separates a title's arms, so commas inside one side list the drugs of one regimen.
const names = (title: string, abstract: string) => extractFactSheet({ title, abstract }).arms.map((a) => a.name);

describe("a title's comma list before or after versus is one regimen", () => {
  test('"A, B, and C versus B and C versus C alone": the first arm holds all three drugs, not the last one', () => {
    expect(
      names(
        "A randomized trial of zelmoratinib, corbastine, and felderol versus corbastine and felderol versus felderol alone in resected stomach cancer",
        "In all, 400 patients were randomised. Survival did not differ between the arms (P = 0.8).",
      ),
    ).toEqual(["zelmoratinib, corbastine, and felderol", "corbastine and felderol", "felderol alone"]);
  });

  test("an allocation sentence cut by its dose brackets gives way to the title's whole regimens", () => {
    const found = names(
      "A randomized trial comparing zelmoratinib plus prednisone versus corbastine, felderol, and prednisone in advanced lymphoma",
      "Eighty patients were randomized to receive either zelmoratinib (ZEL) (10 mg daily) plus prednisone (PDN) (40 mg) or corbastine (2 mg), felderol (1 mg), and prednisone (40 mg) (CFP). Survival did not differ (P = 0.4).",
    );
    expect(found.toSorted()).toEqual(["corbastine, felderol, and prednisone", "zelmoratinib plus prednisone"]);
  });
});

describe("a trial's title listing what it compared names three arms", () => {
  test('"an RCT comparing text messages, phone calls, and standard letter": three arms, the standard one as control', () => {
    const arms = extractFactSheet({
      title: "Reminders to attend bowel screening: an RCT comparing text messages, phone calls, and standard letter",
      abstract:
        "In all, 3000 non-attenders were randomised. Attendance was 20% after text messages, 25% after phone calls and 15% after the standard letter.",
    }).arms.map((a) => `${a.role}: ${a.name}`);
    expect(arms.toSorted()).toEqual([
      "control: standard letter",
      "intervention: phone calls",
      "intervention: text messages",
    ]);
  });

  test("a title listing outcomes after comparing gives no arms from that list", () => {
    expect(
      names(
        "A randomised trial comparing costs, effects, and safety of zelmoratinib",
        "In all, 300 patients were randomised. Costs were lower (P = 0.01).",
      ),
    ).not.toContain("costs");
  });
});

describe("reading a title's lists takes linear time", () => {
  readsEachInLinearTime(
    {
      "endless comma lists around versus": "of drug, drug, and drug versus drug, drug, and drug ",
      "commas without an and": "drug drug, drug drug, versus ",
      "a trial comparing an endless list": "trial comparing drug one, drug two, ",
    },
    (text) => extractFactSheet({ title: text.slice(0, 20_000), abstract: "Patients were randomised." }),
  );
});
