import { describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RegistryEntry, RegistryStudy } from "../../../shared/api/registry";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { searchResponse, SUMMARY, TRIALS } from "../../../testing/client/fake-trials";
import { FACTS } from "../../../testing/fixtures/fact-sheet/client-sheet";

const [lung, breast] = TRIALS as [(typeof TRIALS)[0], (typeof TRIALS)[0]];
const withIds = [
  { ...lung, nctId: "NCT90000001" },
  {
    ...breast,
    registrations: [
      { registry: "ClinicalTrials.gov", id: "NCT90000002", url: "https://clinicaltrials.gov/study/NCT90000002" },
    ],
  },
  ...TRIALS.slice(2),
];
const STUDY: RegistryStudy = {
  nctId: "NCT90000001",
  status: "TERMINATED",
  whyStopped: "Slow accrual",
  phases: ["PHASE3"],
  enrollment: { count: 412, type: "ACTUAL" },
  startDate: "2019-03",
  primaryCompletionDate: "2023-06-30",
  primaryCompletionEstimated: false,
  conditions: ["Lung Cancer"],
  primaryOutcomes: [{ measure: "Overall survival", timeFrame: "Up to 5 years" }],
  hasResults: true,
  countries: ["Canada", "France"],
  sites: 3,
  recruitingSites: 0,
  lastUpdate: "2025-01-15",
  url: "https://clinicaltrials.gov/study/NCT90000001",
};
const RECRUITING: RegistryStudy = {
  ...STUDY,
  nctId: "NCT90000002",
  status: "RECRUITING",
  hasResults: false,
  whyStopped: undefined,
  recruitingSites: 2,
  url: "https://clinicaltrials.gov/study/NCT90000002",
};

const serve =
  (trials: typeof TRIALS, studies: Record<string, RegistryEntry> | number, summary: unknown = SUMMARY) =>
  async (call: Call) => {
    if (call.url === "/api/auth/user") return json({ message: "Unauthorized" }, 401);
    if (call.url === "/api/search") return json(searchResponse(trials));
    if (call.url === "/api/summarize") return json(summary);
    if (call.url === "/api/registry")
      return typeof studies === "number" ? json({ message: "down" }, studies) : json({ studies });
    return json({ message: "unexpected" }, 500);
  };
const registryCalls = (calls: Call[]) => calls.filter((c) => c.url === "/api/registry");

describe("registry status on the search page", () => {
  test("one batched call for the page; each card with an NCT id shows its status, linking to the registry", async () => {
    const { calls } = await renderApp(
      "/search?q=lung",
      serve(withIds, { NCT90000001: STUDY, NCT90000002: RECRUITING }),
    );
    const terminated = await screen.findByRole("link", { name: /Terminated/ });
    expect(terminated.getAttribute("href")).toBe("https://clinicaltrials.gov/study/NCT90000001");
    expect(screen.getByRole("link", { name: /Recruiting/ }).getAttribute("href")).toBe(
      "https://clinicaltrials.gov/study/NCT90000002",
    );
    expect(registryCalls(calls)).toEqual([
      { method: "POST", url: "/api/registry", body: { ids: ["NCT90000001", "NCT90000002"] } },
    ]);
  });

  test("the summary panel's Registry block says what the registry says, without asking again", async () => {
    const { calls } = await renderApp(
      "/search?q=lung",
      serve(withIds, { NCT90000001: STUDY, NCT90000002: RECRUITING }),
    );
    await screen.findByRole("link", { name: /Terminated/ });
    fireEvent.click(screen.getByRole("article", { name: lung.title }));
    const panel = await screen.findByRole("region", { name: lung.title });
    expect(within(panel).getByRole("heading", { name: "Registry" })).toBeTruthy();
    expect(within(panel).getByText("Terminated — why stopped: Slow accrual")).toBeTruthy();
    expect(within(panel).getByText("412 participants (actual)")).toBeTruthy();
    expect(within(panel).getByText("Canada, France")).toBeTruthy();
    expect(within(panel).getByText("0 of 3")).toBeTruthy();
    expect(within(panel).getByText("Overall survival (Up to 5 years)")).toBeTruthy();
    const results = within(panel).getByRole("link", { name: /Results posted on ClinicalTrials.gov/ });
    expect(results.getAttribute("href")).toBe("https://clinicaltrials.gov/study/NCT90000001?tab=results");
    expect(registryCalls(calls)).toHaveLength(1);
  });

  test("the paper's primary endpoint sits beside the registered one, flagged when they share no key words", async () => {
    const dfs = { ...STUDY, primaryOutcomes: [{ measure: "Disease-free survival (DFS)" }] };
    for (const [study, flagged] of [
      [dfs, false],
      [STUDY, true],
    ] as const) {
      await renderApp(
        "/search?q=lung",
        serve(withIds, { NCT90000001: study, NCT90000002: RECRUITING }, { ...SUMMARY, facts: FACTS }),
      );
      await screen.findByRole("link", { name: /Terminated/ });
      fireEvent.click(screen.getByRole("article", { name: lung.title }));
      const panel = await screen.findByRole("region", { name: lung.title });
      const label = await within(panel).findByText("Paper's primary endpoint");
      expect(label.nextElementSibling?.textContent).toBe("Disease-free survival");
      expect(within(panel).queryByText(/share no key words/) !== null).toBe(flagged);
      cleanup();
    }
  });

  test("the Patient tab says where a recruiting study recruits, and only then", async () => {
    await renderApp("/search?q=lung", serve(withIds, { NCT90000001: STUDY, NCT90000002: RECRUITING }));
    await screen.findByRole("link", { name: /Terminated/ });
    const line =
      "The registry says this study is recruiting in Canada and France. Your care team can tell you whether it fits you.";
    fireEvent.click(screen.getByRole("article", { name: breast.title }));
    let panel = await screen.findByRole("region", { name: breast.title });
    await userEvent.click(await within(panel).findByRole("tab", { name: "Patient" }));
    expect(within(panel).getByText(line)).toBeTruthy();
    fireEvent.click(screen.getByRole("article", { name: lung.title }));
    panel = await screen.findByRole("region", { name: lung.title });
    await userEvent.click(await within(panel).findByRole("tab", { name: "Patient" }));
    await within(panel).findByRole("heading", { name: "Patient-Friendly Summary" });
    expect(within(panel).queryByText(/The registry says this study is recruiting/)).toBeNull();
  });

  test("registry unreachable: the page still lists results and says so; not registered says so", async () => {
    const unreachable = { error: "unreachable", message: "The registry could not be reached" } as const;
    await renderApp(
      "/search?q=lung",
      serve(withIds, {
        NCT90000001: unreachable,
        NCT90000002: { error: "not-registered", message: "Not found in ClinicalTrials.gov" },
      }),
    );
    expect(
      await screen.findByText(/The registry could not be reached: ClinicalTrials.gov statuses are not shown/),
    ).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(withIds.length);
    expect(screen.queryByTestId("registry-badge")).toBeNull();
    fireEvent.click(screen.getByRole("article", { name: lung.title }));
    const panel = await screen.findByRole("region", { name: lung.title });
    expect(within(panel).getByText(/The registry could not be reached/)).toBeTruthy();
    fireEvent.click(screen.getByRole("article", { name: breast.title }));
    expect(await screen.findByText("Not found in ClinicalTrials.gov (NCT90000002)")).toBeTruthy();
  });

  test("the registry endpoint failing outright is also said, and the results stay", async () => {
    await renderApp("/search?q=lung", serve(withIds, 502));
    expect(await screen.findByText(/The registry could not be reached/)).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(withIds.length);
  });

  test("other registries the paper names are links in the Registry block, with or without an NCT id", async () => {
    const isrctn = { registry: "ISRCTN", id: "ISRCTN12345678", url: "https://www.isrctn.com/ISRCTN12345678" };
    const trials = [
      {
        ...lung,
        nctId: "NCT90000001",
        registrations: [{ registry: "ClinicalTrials.gov", id: "NCT90000001", url: STUDY.url }, isrctn],
      },
      { ...breast, registrations: [isrctn] },
    ];
    const { calls } = await renderApp("/search?q=lung", serve(trials, { NCT90000001: STUDY }));
    await screen.findByRole("link", { name: /Terminated/ });
    fireEvent.click(screen.getByRole("article", { name: lung.title }));
    let panel = await screen.findByRole("region", { name: lung.title });
    expect(within(panel).getByRole("link", { name: "ISRCTN12345678" }).getAttribute("href")).toBe(isrctn.url);
    expect(within(panel).getByText(/Also registered as/)).toBeTruthy();
    fireEvent.click(screen.getByRole("article", { name: breast.title }));
    panel = await screen.findByRole("region", { name: breast.title });
    expect(within(panel).getByRole("heading", { name: "Registry" })).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "ISRCTN12345678" })).toBeTruthy();
    expect(registryCalls(calls)).toHaveLength(1);
  });

  test("a page with no NCT ids asks nothing and shows no registry text", async () => {
    const { calls } = await renderApp("/search?q=lung", serve(TRIALS, {}));
    fireEvent.click(await screen.findByRole("article", { name: lung.title }));
    await screen.findByRole("region", { name: lung.title });
    expect(registryCalls(calls)).toEqual([]);
    expect(screen.queryByText(/registry/i)).toBeNull();
  });
});
