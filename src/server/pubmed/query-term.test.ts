import { describe, expect, test } from "bun:test";
import { buildSearchTerm, EmptyQuery, normaliseQuery, userTerms } from "./query-term";

/** The user's part of a built term: whatever sits in the first pair of parentheses. */
function userPart(query: string): string {
  const term = buildSearchTerm(query);
  expect(term.startsWith("(")).toBe(true);
  return term.slice(1, term.indexOf(") AND ("));
}

/** The filters that must follow the user's part, whatever the user typed. */
const FILTERS =
  /\) AND \(neoplasms\[mesh\] OR cancer\[tiab\] OR [^()]*\) AND \(clinical trial\[pt\] OR [^()]*\) NOT \(animals\[mh\] NOT humans\[mh\]\)$/;

describe("buildSearchTerm", () => {
  test("words are ANDed inside parentheses, followed by the cancer, trial and human filters", () => {
    const term = buildSearchTerm("pembrolizumab melanoma");
    expect(term.startsWith("(pembrolizumab AND melanoma) AND (")).toBe(true);
    expect(term).toMatch(FILTERS);
    for (const part of [
      "glioblastoma[tiab]",
      "leukaemia[tiab]",
      "oncology[tiab]",
      "randomised[tiab]",
      "placebo[tiab]",
      "trial[ti]",
      '"phase II"[tiab]',
      '"phase 3"[tiab]',
      '"clinical trial, phase iii"[pt]',
      "controlled clinical trial[pt]",
    ]) {
      expect(term).toContain(part);
    }
  });

  test.each([
    ["lung) OR (1=1", "lung AND 1"],
    ['"melanoma', "melanoma"],
    ["breast[au]", "breast"],
    ["breast cancer[tiab:~3] smith[au]", "breast AND cancer AND smith"],
    ["NOT cancer", "cancer"],
    ["cancer not lung Or breast aNd colon", "cancer AND lung AND breast AND colon"],
    ["cancer*", "cancer"],
    ["#1 AND #2 lymphoma", "lymphoma"],
    ["cancer: therapy", "cancer AND therapy"],
    ["((((lung", "lung"],
    ["lung)))) NOT (animals", "lung AND animals"],
    ["a\\) OR b", "a AND b"],
    ['x" OR "1', "x AND 1"],
  ])("cannot break out: %s → (%s)", (query, expected) => {
    expect(userPart(query)).toBe(expected);
    expect(buildSearchTerm(query)).toMatch(FILTERS);
  });

  test("balanced quotes stay a phrase; a boolean word inside a phrase is just a word", () => {
    expect(userPart('"non-small cell lung cancer" nivolumab')).toBe('"non-small cell lung cancer" AND nivolumab');
    expect(userPart('"cancer not otherwise specified"')).toBe('"cancer not otherwise specified"');
    expect(userPart("“curly quotes” kept")).toBe('"curly quotes" AND kept');
    expect(userPart('"one" word')).toBe("one AND word");
  });

  test("an unpaired quote is dropped and its words kept", () => {
    expect(userPart('"breast cancer" "her2 positive')).toBe('"breast cancer" AND her2 AND positive');
  });

  test("non-ASCII letters, hyphens and apostrophes inside words survive", () => {
    expect(userPart("Hodgkin’s non-Hodgkin Müller 肺癌 anti-PD-1 0.5")).toBe(
      "Hodgkin's AND non-Hodgkin AND Müller AND 肺癌 AND anti-PD-1 AND 0.5",
    );
  });

  test("repeated words are searched once; at most 32 terms", () => {
    expect(userPart("lung Lung LUNG cancer")).toBe("lung AND cancer");
    const many = Array.from({ length: 50 }, (_, i) => `w${i}`).join(" ");
    expect(userTerms(many)).toHaveLength(32);
  });

  test.each(["", "   ", "AND OR NOT", "*** ((( ))) [au] #1", '""', ":-)"])(
    "nothing left to search (%p) is a 400",
    (query) => {
      expect(() => buildSearchTerm(query)).toThrow(EmptyQuery);
      try {
        buildSearchTerm(query);
      } catch (error) {
        expect((error as EmptyQuery).status).toBe(400);
        expect((error as EmptyQuery).message).toBe("Enter at least one word to search for.");
      }
    },
  );

  test("the user's part never holds PubMed syntax", () => {
    const nasty = [
      'lung") OR ("1',
      "a[mh] OR b[pt]",
      "(x OR y) AND z*",
      "#5 NOT #6 lung",
      'x"[tiab] OR "y',
      "tumor:tumour[dp]",
    ];
    for (const query of nasty) expect(userPart(query)).not.toMatch(/[()[\]*#:]|\b(?:OR|NOT)\b/);
  });
});

describe("normaliseQuery", () => {
  test("trims, lower-cases and collapses whitespace", () => {
    expect(normaliseQuery("  Breast\t\tCANCER \n trial ")).toBe("breast cancer trial");
  });

  test("Unicode NFC: composed and decomposed letters give one key", () => {
    expect(normaliseQuery("Mu\u0308ller")).toBe(normaliseQuery("M\u00fcller"));
  });
});
