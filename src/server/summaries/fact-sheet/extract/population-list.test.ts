import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const who = (title: string, abstract: string) => extractFactSheet({ title, abstract }).population?.text ?? null;

// Invented abstract: a population whose cancers are listed before one shared noun.
describe("a list of cancer sites keeps its shared noun", () => {
  test("'survivors who have had colorectal, breast or prostate cancer' is not cut at the first comma", () => {
    const text = who(
      "A randomised trial of an app to support quality of life after cancer",
      "Methods: A randomised trial is being conducted comparing usual care with the app. Cancer survivors who have had colorectal, lung or kidney cancer will be invited through general practice. The primary outcome is quality of life.",
    );
    expect(text).toContain("colorectal, lung or kidney cancer");
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "commas and sites repeated": "patients with colorectal, breast, lung, " }, (abstract) =>
    extractFactSheet({ title: abstract.slice(0, 2000), abstract }),
  );
});
