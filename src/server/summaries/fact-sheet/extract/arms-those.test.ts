import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { readSource } from "../source/read-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { fromThoseGiven } from "./arms-those";

// Invented: an aim that names each group by what it was sent, on either side of "compared with".
describe("groups named by what they were sent", () => {
  test('"those sent a text reminder ... compared with those sent a standard letter": two arms', () => {
    const arms = extractFactSheet({
      title: "Text reminders for second round cervical screening: a randomised controlled trial",
      abstract:
        "Objectives: To determine if attendance in those sent a text reminder (a message on the day before) is increased compared with those sent a standard letter. Results: Attendance was 61% and 59% (P = 0.3).",
    }).arms.map((a) => `${a.role}: ${a.name}`);
    expect(arms).toEqual(["intervention: text reminder", "control: standard letter"]);
  });
});

describe("reading groups named by what they were sent takes linear time", () => {
  readsEachInLinearTime(
    { "endless groups sent things": "those sent a letter compared with those who were given " },
    (text) => fromThoseGiven(readSource({ title: "T", abstract: text }).sentences[1]!),
  );
});
