import { describe, expect, test } from "bun:test";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SavedTrial } from "../../../shared/api/saved-trials";
import { FACTS, joined, SENTENCES, SOURCE } from "../../../testing/fixtures/fact-sheet/client-sheet";
import { SavedTrialCard } from "./saved-trial-card";

const TRIAL: SavedTrial = {
  id: 7,
  pmid: "90000077",
  title: SOURCE.title,
  abstract: SOURCE.abstract,
  authors: ["Okonkwo A", "Haddad R"],
  journal: "Journal of Invented Oncology",
  publicationDate: "2025 Jan",
  cancerType: "Colorectal Cancer",
  doi: null,
  clinicianSummary: joined(SENTENCES.clinician),
  patientSummary: joined(SENTENCES.patient),
};

const marks = () => Array.from(document.querySelectorAll("mark")).map((m) => m.textContent);

describe("saved trial card", () => {
  test("with a fact sheet: badges, the table and highlights, as on the search page", async () => {
    render(
      <SavedTrialCard
        trial={{ ...TRIAL, facts: FACTS, sentences: SENTENCES, sourceText: SOURCE }}
        onRemove={() => {}}
      />,
    );
    const card = screen.getByRole("article", { name: TRIAL.title });
    expect(within(card).getByText("Primary endpoint not met")).toBeTruthy();
    expect(within(card).getByRole("table", { name: "Fact sheet" })).toBeTruthy();
    await userEvent.hover(within(card).getByText(SENTENCES.clinician[0]!.text));
    expect(marks()).toEqual(["612 patients were randomised"]);
    expect(within(card).getByRole("status").textContent).toBe(
      "Highlighted in the abstract: 612 patients were randomised",
    );
  });

  test("an old saved trial without one shows the tabs as before", () => {
    render(<SavedTrialCard trial={{ ...TRIAL, facts: null, sentences: null, sourceText: null }} onRemove={() => {}} />);
    expect(screen.getByRole("tab", { name: "Clinician" })).toBeTruthy();
    expect(screen.getByText(TRIAL.clinicianSummary!)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("list", { name: "About this study" })).toBeNull();
    expect(screen.queryByText("Show the abstract")).toBeNull();
  });
});
