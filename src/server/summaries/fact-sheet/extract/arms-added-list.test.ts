import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

// Invented (round 11, set g): a title "A versus A plus B, C and D", and a standard treatment named only for relapse.
test('"Surgery Versus Surgery Plus Drug Q, Drug W and Drug Z": the added regimen keeps all its drugs and is the tested arm', () => {
  const found = arms(
    "A Randomized Trial of Nephrectomy Versus Nephrectomy Plus Zelmoratinib, Quorafenib and Wexatinib Therapy for Kidney Cancer",
    "Patients were randomized after nephrectomy. At relapse, patients were treated with standard zelmoratinib therapy at our institution. Survival did not differ.",
  );
  expect(found).toEqual([
    ["intervention", "Nephrectomy Plus Zelmoratinib, Quorafenib and Wexatinib Therapy"],
    ["control", "Nephrectomy"],
  ]);
});

readsEachInLinearTime(
  { "added drug lists": "Surgery Versus Surgery Plus Alpha, Beta, Gamma, Delta, Epsilon, " },
  (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }),
);
