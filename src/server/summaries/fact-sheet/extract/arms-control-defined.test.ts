import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: the control group is named by what it had, not left as "control group".
const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => `${a.role}: ${a.name}`);

test('"the control group had excision only": the control arm is excision only', () => {
  expect(
    arms(
      "Limb perfusion for recurrent sarcoma",
      "Methods: An experimental group of 40 patients was studied prospectively. The experimental group underwent perfusion and excision; the control group had excision only. Results: Recurrence was lower after perfusion (P = 0.03).",
    ),
  ).toContain("control: excision only");
});

test('"compared with 24 patients treated with standard chemotherapy (control group)": the control arm is that treatment', () => {
  expect(
    arms(
      "Consolidation zelmoratinib in ovarian cancer",
      "Methods: In all, 20 patients received consolidation zelmoratinib. Survival was compared with 24 patients treated with standard chemotherapy (control group). Results: Survival was 60% in the zelmoratinib group and 30% in the control group (P = 0.02).",
    ),
  ).toContain("control: standard chemotherapy");
});
