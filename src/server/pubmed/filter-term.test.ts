import { describe, expect, test } from "bun:test";
import { CANCER_TYPE_SLUGS } from "../../shared/api/search";
import { filtersKey } from "./filter-term";
import { buildSearchTerm } from "./query-term";
import { cpuTime } from "../../testing/timing";

const UNFILTERED = buildSearchTerm("melanoma");
/** What a filter adds: the text between the fixed trial clause and the human-only clause. */
const added = (filters: Parameters<typeof buildSearchTerm>[1], query = "melanoma") => {
  const term = buildSearchTerm(query, filters);
  const trialEnd = term.indexOf("[tiab])") + "[tiab])".length;
  const tail = term.slice(term.lastIndexOf("[tiab])") + "[tiab])".length);
  expect(trialEnd).toBeGreaterThan(0);
  expect(tail.endsWith(" NOT (animals[mh] NOT humans[mh])")).toBe(true);
  return tail.slice(0, -" NOT (animals[mh] NOT humans[mh])".length);
};

describe("buildSearchTerm with filters", () => {
  test("no filters, or ones that narrow nothing, leave the term as it was", () => {
    expect(buildSearchTerm("melanoma", {})).toBe(UNFILTERED);
    expect(buildSearchTerm("melanoma", { design: "any", phases: [], cancerTypes: [], recruiting: true })).toBe(
      UNFILTERED,
    );
  });

  test("RCTs only is the publication type", () => {
    expect(added({ design: "rct" })).toBe(" AND (randomized controlled trial[pt])");
  });

  test("phases are the phase publication types, ORed, in order", () => {
    expect(added({ phases: ["3"] })).toBe(' AND ("clinical trial, phase iii"[pt])');
    expect(added({ phases: ["4", "1", "2"] })).toBe(
      ' AND ("clinical trial, phase i"[pt] OR "clinical trial, phase ii"[pt] OR "clinical trial, phase iv"[pt])',
    );
  });

  test("years are a publication-date range; an open end stays open", () => {
    expect(added({ yearFrom: 2015, yearTo: 2025 })).toBe(' AND ("2015"[dp] : "2025"[dp])');
    expect(added({ yearFrom: 2015 })).toBe(' AND ("2015"[dp] : "3000"[dp])');
    expect(added({ yearTo: 2001 })).toBe(' AND ("1000"[dp] : "2001"[dp])');
  });

  test("cancer types are MeSH headings", () => {
    expect(added({ cancerTypes: ["breast"] })).toBe(' AND ("breast neoplasms"[mh])');
    expect(added({ cancerTypes: ["lung", "brain"] })).toBe(
      ' AND ("brain neoplasms"[mh] OR "glioma"[mh] OR "lung neoplasms"[mh])',
    );
    for (const slug of CANCER_TYPE_SLUGS)
      expect(added({ cancerTypes: [slug] })).toMatch(/^ AND \("[a-z ]+"\[mh\](?: OR "[a-z ]+"\[mh\])*\)$/);
  });

  test("every filter together, each in its own parentheses after the user's", () => {
    const term = buildSearchTerm("pembrolizumab", {
      design: "rct",
      phases: ["3"],
      yearFrom: 2020,
      yearTo: 2024,
      cancerTypes: ["melanoma"],
    });
    expect(term.startsWith("(pembrolizumab) AND (")).toBe(true);
    expect(term).toContain(
      ' AND (randomized controlled trial[pt]) AND ("clinical trial, phase iii"[pt]) AND ("2020"[dp] : "2024"[dp]) AND ("melanoma"[mh]) NOT (',
    );
  });

  test("hostile text stays inside its own parentheses, and the filters still apply", () => {
    for (const hostile of [
      "lung) OR (1=1",
      'x"[pt] OR ("y',
      "a[dp] : 1900",
      "breast))) OR ((((cancer",
      "#1 OR lung #2",
    ]) {
      const term = buildSearchTerm(hostile, { design: "rct", yearFrom: 2020 });
      const user = term.slice(1, term.indexOf(") AND ("));
      expect(user).not.toMatch(/[()[\]:#]/);
      expect(term).toContain(
        ' AND (randomized controlled trial[pt]) AND ("2020"[dp] : "3000"[dp]) NOT (animals[mh] NOT humans[mh])',
      );
    }
  });

  test("a 20,000-character query with every filter is built in linear time", () => {
    const hostile = "([x".repeat(6_667);
    const every: Parameters<typeof buildSearchTerm>[1] = {
      design: "rct",
      phases: ["1", "2", "3", "4"],
      yearFrom: 1990,
      cancerTypes: [...CANCER_TYPE_SLUGS],
    };
    expect(cpuTime(() => buildSearchTerm(`${hostile} lung`, every))).toBeLessThan(100);
  });
});

describe("filtersKey", () => {
  test("the same filters in any order are one key; different filters are different keys; none is empty", () => {
    expect(filtersKey(undefined)).toBe("");
    expect(filtersKey({ design: "any", recruiting: true })).toBe("");
    expect(filtersKey({ phases: ["3", "2"], cancerTypes: ["lung", "breast"] })).toBe(
      filtersKey({ phases: ["2", "3"], cancerTypes: ["breast", "lung"] }),
    );
    const keys = [
      { design: "rct" as const },
      { phases: ["3" as const] },
      { yearFrom: 2015 },
      { yearTo: 2015 },
      { cancerTypes: ["breast" as const] },
    ].map(filtersKey);
    expect(new Set(keys).size).toBe(5);
  });
});
