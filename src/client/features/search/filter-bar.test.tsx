import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { searchResponse, TRIALS } from "../../../testing/client/fake-trials";

const serve = (answer: (call: Call) => unknown) => async (call: Call) => {
  if (call.url === "/api/auth/user") return json({ message: "Unauthorized" }, 401);
  if (call.url === "/api/search") return json(answer(call));
  return json({ message: "unexpected" }, 500);
};
const searches = (calls: Call[]) => calls.filter((c) => c.url === "/api/search").map((c) => c.body);
const filterGroup = () => screen.getByRole("group", { name: "Filters and sort" });

describe("search filters", () => {
  test("a link with filters opens them, shows each set, and sends them with the sort", async () => {
    const { calls } = await renderApp(
      "/search?q=lung&design=rct&phase=2,3&from=2015&to=2025&cancer=breast&recruiting=1&sort=date",
      serve(() => searchResponse()),
    );
    await screen.findByText("2 found");
    expect(searches(calls)).toEqual([
      {
        query: "lung",
        maxResults: 10,
        sort: "date",
        filters: {
          design: "rct",
          phases: ["2", "3"],
          yearFrom: 2015,
          yearTo: 2025,
          cancerTypes: ["breast"],
          recruiting: true,
        },
      },
    ]);
    expect(screen.getByText("Filters (5 on)")).toBeTruthy();
    const group = filterGroup();
    expect((within(group).getByRole("checkbox", { name: "RCTs only" }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole("checkbox", { name: "Phase 3" }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole("checkbox", { name: "Phase 1" }) as HTMLInputElement).checked).toBe(false);
    expect((within(group).getByRole("spinbutton", { name: "Published from year" }) as HTMLInputElement).value).toBe(
      "2015",
    );
    expect((within(group).getByRole("combobox", { name: "Cancer type" }) as HTMLSelectElement).value).toBe("breast");
    expect((within(group).getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("date");
  });

  test("without filters the request and the empty state are the spec's", async () => {
    const { calls } = await renderApp(
      "/search?q=zzz&phase=9&from=abc",
      serve(() => searchResponse([])),
    );
    expect(await screen.findByText("No trials found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms or use different keywords")).toBeTruthy();
    expect(screen.getByText("Filters")).toBeTruthy();
    expect(searches(calls)).toEqual([{ query: "zzz", maxResults: 10 }]);
  });

  test("a filter changed by keyboard updates the URL and searches again from page 1", async () => {
    const { calls, router } = await renderApp(
      "/search?q=lung&page=2",
      serve(() => searchResponse(TRIALS, 40)),
    );
    await screen.findByText("40 found");
    const user = userEvent.setup();
    screen.getByText("Filters").focus();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "RCTs only" }));
    await user.keyboard(" ");
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "lung", design: "rct" }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({ query: "lung", maxResults: 10, filters: { design: "rct" } }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Phase 3" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "lung", design: "rct", phase: 3 }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Cancer type" }), "Melanoma");
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        filters: { design: "rct", phases: ["3"], cancerTypes: ["melanoma"] },
      }),
    );
  });

  test("years apply on Enter or leaving the field; a backwards range is refused with a message and runs no search", async () => {
    const { calls, router } = await renderApp(
      "/search?q=lung",
      serve(() => searchResponse()),
    );
    await screen.findByText("2 found");
    const user = userEvent.setup();
    await user.click(screen.getByText("Filters"));
    await user.type(screen.getByRole("spinbutton", { name: "Published from year" }), "2024");
    // Typing runs nothing; leaving the field applies it.
    expect(searches(calls)).toHaveLength(1);
    await user.tab();
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ filters: { yearFrom: 2024 } }));
    const before = searches(calls).length;
    await user.type(screen.getByRole("spinbutton", { name: "Published up to year" }), "2020{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("The first year must not be after the last.");
    expect(searches(calls)).toHaveLength(before);
    const to = screen.getByRole("spinbutton", { name: "Published up to year" });
    await user.clear(to);
    await user.type(to, "2025{Enter}");
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "lung", from: 2024, to: 2025 }));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ filters: { yearFrom: 2024, yearTo: 2025 } }));
  });

  test("a filtered search that finds nothing says which filters to loosen", async () => {
    await renderApp(
      "/search?q=lung&phase=3&from=2024&to=2025",
      serve(() => searchResponse([])),
    );
    expect(await screen.findByText("No trials match with Phase 3 and 2024–2025. Try removing a filter.")).toBeTruthy();
    expect(screen.queryByText("Try adjusting your search terms or use different keywords")).toBeNull();
  });

  test("the recruiting filter says it covers this page only, and what to do when none on it is recruiting", async () => {
    await renderApp(
      "/search?q=lung&recruiting=1",
      serve(() => ({ ...searchResponse([], 25), recruiting: { checked: 10, kept: 0, unreachable: 0 } })),
    );
    expect(
      await screen.findByText(
        /Recruiting filter applied to this page only: 0 of the 10 trials on it are recruiting according to ClinicalTrials.gov/,
      ),
    ).toBeTruthy();
    expect(screen.getByText("No recruiting trials on this page")).toBeTruthy();
    expect(screen.getByText("Try the next page, or remove the Recruiting filter.")).toBeTruthy();
    // The pages are the search's, filters kept.
    expect(screen.getByText("Showing 1–10 of 25")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/search?q=lung&recruiting=1&page=2");
  });
});
