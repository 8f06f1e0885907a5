import { describe, expect, test } from "bun:test";
import { render, screen, within } from "@testing-library/react";
import type { SavedTrial } from "../../../shared/api/saved-trials";
import { SavedTrialCard } from "./saved-trial-card";

const TRIAL: SavedTrial = {
  id: 3,
  pmid: "90000101",
  title: "Drug Z maintenance in pleural mesothelioma",
  abstract: "Randomized.",
  authors: ["Vane I"],
  journal: "Journal of Invented Oncology",
  publicationDate: "2024",
  cancerType: null,
  doi: null,
  clinicianSummary: "Clinician text.",
  patientSummary: "Patient text.",
};
const LABEL = "This paper was retracted; its summaries describe a withdrawn paper.";

describe("saved trial card notices", () => {
  test("a saved paper retracted since shows the Retracted banner, its link, and labels its summaries", () => {
    render(
      <SavedTrialCard
        trial={{ ...TRIAL, notices: [{ type: "retraction", pmid: "90000102", source: "J Invented Oncol. 2025" }] }}
        onRemove={() => {}}
      />,
    );
    const card = screen.getByRole("article", { name: TRIAL.title });
    const banner = within(card).getByRole("note", { name: "Retracted" });
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("https://pubmed.ncbi.nlm.nih.gov/90000102/");
    expect(within(card).getByText(LABEL)).toBeTruthy();
  });

  test("an expression of concern is a quieter note and the summaries are not labelled retracted", () => {
    render(
      <SavedTrialCard
        trial={{ ...TRIAL, notices: [{ type: "expression-of-concern", source: "J Invented Oncol. 2025" }] }}
        onRemove={() => {}}
      />,
    );
    const card = screen.getByRole("article", { name: TRIAL.title });
    expect(within(card).getByRole("note", { name: "Expression of concern" })).toBeTruthy();
    expect(within(card).queryByRole("note", { name: "Retracted" })).toBeNull();
    expect(within(card).queryByText(LABEL)).toBeNull();
  });

  test("without notices the card is as before", () => {
    render(<SavedTrialCard trial={TRIAL} onRemove={() => {}} />);
    expect(within(screen.getByRole("article", { name: TRIAL.title })).queryByRole("note")).toBeNull();
  });
});
