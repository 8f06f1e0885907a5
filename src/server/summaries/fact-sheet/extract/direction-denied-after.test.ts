import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { judgeDirection } from "./direction";

// Invented sentences. "Significant changes have not been detected" denies after the word: read as a claim of
// significance with no side named, it became "favours an intervention arm" over a null.
const judge = (sentence: string) =>
  judgeDirection({
    sentence,
    effects: [],
    nonInferiorityAim: false,
    endpoint: "remission",
    arms: { intervention: ["drug K"], control: ["observation"] },
  });

describe("a significance word denied after it", () => {
  test('"significant changes in remission have not been detected" is no difference, not a win', () => {
    expect(judge("Significant changes in remission have not been detected so far.")).toBe("no-significant-difference");
  });

  test("a significant change that was found still favours the side it names", () => {
    expect(judge("Remission was significantly longer with drug K than with observation.")).toBe("favours-intervention");
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "significant words": "significant a b c d were " }, (text) => judge(text));
});
