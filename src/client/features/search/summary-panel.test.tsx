import { describe, expect, test } from "bun:test";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FACTS, joined, SENTENCES, SOURCE } from "../../../testing/fixtures/fact-sheet/client-sheet";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { searchResponse, SUMMARY, TRIALS } from "../../../testing/client/fake-trials";

const withSummary = (summary: unknown) => async (call: Call) => {
  if (call.url === "/api/auth/user") return json({ message: "Unauthorized" }, 401);
  if (call.url === "/api/search") return json(searchResponse());
  if (call.url === "/api/summarize") return json(summary);
  return json({ message: "unexpected" }, 500);
};

async function openSummary(summary: unknown) {
  await renderApp("/search?q=colon", withSummary(summary));
  fireEvent.click(await screen.findByRole("article", { name: TRIALS[0]!.title }));
  return screen.findByRole("region", { name: TRIALS[0]!.title });
}

describe("summary panel with a fact sheet", () => {
  test("badges, the fact table, sentences that highlight the abstract, and the spec's parts around them", async () => {
    const summary = {
      ...SUMMARY,
      clinicianSummary: joined(SENTENCES.clinician),
      patientSummary: joined(SENTENCES.patient),
      facts: FACTS,
      sentences: SENTENCES,
      sourceText: SOURCE,
    };
    const panel = await openSummary(summary);
    await within(panel).findByRole("table", { name: "Fact sheet" });
    expect(within(panel).getByRole("button", { name: "Primary endpoint not met" })).toBeTruthy();
    expect(within(panel).getByRole("heading", { name: "Clinical Summary" })).toBeTruthy();
    await userEvent.hover(within(panel).getByText(SENTENCES.clinician[0]!.text));
    expect(Array.from(panel.querySelectorAll("mark")).map((m) => m.textContent)).toEqual([
      "612 patients were randomised",
    ]);
    expect(within(panel).getByRole("status").textContent).toBe(
      "Highlighted in the abstract: 612 patients were randomised",
    );
    expect(within(panel).getByText(/Summary generated without an AI model/)).toBeTruthy();
    expect(within(panel).getByRole("heading", { name: "Trial Details" })).toBeTruthy();
  });

  test("an answer without one (an old cached summary) shows the summary as before", async () => {
    const panel = await openSummary(SUMMARY);
    expect(await within(panel).findByText("Population: 400 patients.")).toBeTruthy();
    expect(within(panel).queryByRole("table")).toBeNull();
    expect(within(panel).queryByRole("list", { name: "About this study" })).toBeNull();
    expect(within(panel).queryByText("Show the abstract")).toBeNull();
    expect(panel.querySelectorAll("[tabindex='0'].source-target")).toHaveLength(0);
  });
});
