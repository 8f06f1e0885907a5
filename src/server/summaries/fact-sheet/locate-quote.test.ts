import { describe, expect, test } from "bun:test";
import { spanText } from "../../../shared/fact-sheet";
import { locateQuote } from "./locate-quote";

const source = {
  title: "Ribovex versus placebo in “high-risk” melanoma",
  abstract:
    "Patients were randomly   assigned to ribovex or placebo.\nMedian OS was 21·4 months (HR 0.74, 95% CI 0.60\u20130.91; P\u2009=\u20090.004). The drug’s rash resolved.",
};

const found = (quote: string) => {
  const span = locateQuote(quote, source);
  return span && spanText(source, span);
};

describe("locateQuote", () => {
  test("finds a verbatim quote and returns offsets into the original text", () => {
    const span = locateQuote("randomly   assigned to ribovex", source)!;
    expect(span).toEqual({ field: "abstract", start: 14, end: 44 });
    expect(spanText(source, span)).toBe("randomly   assigned to ribovex");
  });

  test("tolerates white space runs, case, dashes, curly quotes and trailing punctuation", () => {
    expect(found("RANDOMLY ASSIGNED to Ribovex or placebo.")).toBe("randomly   assigned to ribovex or placebo");
    expect(found("placebo. Median OS")).toBe("placebo.\nMedian OS");
    expect(found("95% CI 0.60-0.91; P = 0.004).")).toBe("95% CI 0.60\u20130.91; P\u2009=\u20090.004");
    expect(found("The drug's rash resolved")).toBe("The drug’s rash resolved");
    expect(found('"high-risk" melanoma')).toBe("high-risk” melanoma");
  });

  test("looks in the abstract first, then the title", () => {
    expect(locateQuote("ribovex or placebo", source)?.field).toBe("abstract");
    expect(locateQuote("Ribovex versus placebo", source)).toEqual({ field: "title", start: 0, end: 22 });
  });

  test("a quote not in the text, or too short to mean anything, is not found", () => {
    expect(locateQuote("randomly assigned to ribovex or observation", source)).toBeUndefined();
    expect(locateQuote("Median OS was 24.1 months", source)).toBeUndefined();
    expect(locateQuote("4", source)).toBeUndefined();
    expect(locateQuote("  ...  ", source)).toBeUndefined();
    expect(locateQuote("", source)).toBeUndefined();
  });
});
