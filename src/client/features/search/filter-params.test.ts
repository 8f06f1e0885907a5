import { describe, expect, test } from "bun:test";
import { validateSearch } from "../../routes/search-route-options";
import { describeFilters, filtersOf } from "./filter-params";

describe("filters in the URL", () => {
  test("valid filters are read; unknown values, bad years and repeats are dropped; a backwards range is turned round", () => {
    const params = validateSearch({
      q: "lung",
      design: "rct",
      phase: "3,2,3,7",
      from: 2025,
      to: 2015,
      cancer: "Lung,spleen",
      recruiting: 1,
      sort: "date",
    });
    expect(params).toEqual({
      q: "lung",
      design: "rct",
      phase: "2,3",
      from: 2015,
      to: 2025,
      cancer: "lung",
      recruiting: 1,
      sort: "date",
    });
    expect(
      validateSearch({
        q: "lung",
        design: "cohort",
        phase: 9,
        from: 1800,
        to: "abc",
        recruiting: "yes",
        sort: "oldest",
      }),
    ).toEqual({ q: "lung" });
    expect(validateSearch({ q: "lung", phase: 3 })).toEqual({ q: "lung", phase: 3 });
  });

  test("the API's filters, none when nothing narrows", () => {
    expect(filtersOf({})).toBeUndefined();
    expect(filtersOf({ sort: "date" })).toBeUndefined();
    expect(filtersOf({ design: "rct", phase: "2,3", from: 2015, cancer: "breast,lung", recruiting: 1 })).toEqual({
      design: "rct",
      phases: ["2", "3"],
      yearFrom: 2015,
      cancerTypes: ["breast", "lung"],
      recruiting: true,
    });
  });

  test("the filters in words, for the empty state", () => {
    expect(describeFilters({ phase: 3, from: 2024, to: 2025 })).toEqual(["Phase 3", "2024–2025"]);
    expect(describeFilters({ design: "rct", phase: "1,2,4", to: 2000, cancer: "breast,myeloma" })).toEqual([
      "RCTs only",
      "Phase 1, 2 or 4",
      "2000 or earlier",
      "Breast Cancer or Multiple Myeloma",
    ]);
    expect(describeFilters({ from: 2020, recruiting: 1, sort: "date" })).toEqual(["2020 or later"]);
  });
});
