import { describe, expect, test } from "bun:test";
import { render, screen, within } from "@testing-library/react";
import { NoticeBanners, RETRACTED_SUMMARY_LABEL, RetractedSummaryLabel } from "./notice-banner";

describe("notice banners", () => {
  test("a retraction is a labelled 'Retracted' note linking to the notice on PubMed", () => {
    render(<NoticeBanners notices={[{ type: "retraction", pmid: "195582", source: "Rowe CE. Biochem J. 1977" }]} />);
    const note = screen.getByRole("note", { name: "Retracted" });
    expect(note.textContent).toContain("Retracted");
    expect(note.textContent).toContain("This paper was retracted");
    const link = within(note).getByRole("link", { name: /Read the retraction notice on PubMed \(PMID 195582\)/ });
    expect(link.getAttribute("href")).toBe("https://pubmed.ncbi.nlm.nih.gov/195582/");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("without a PMID the notice's citation is shown as text, never as a link or markup", () => {
    render(<NoticeBanners notices={[{ type: "retraction", source: "<b>PubMed marks this paper as retracted</b>" }]} />);
    const note = screen.getByRole("note", { name: "Retracted" });
    expect(within(note).queryByRole("link")).toBeNull();
    expect(within(note).getByText("<b>PubMed marks this paper as retracted</b>")).toBeTruthy();
  });

  test("corrections and concerns are quieter notes; the retraction comes first; duplicates once", () => {
    render(
      <NoticeBanners
        notices={[
          { type: "erratum", pmid: "2", source: "E" },
          { type: "expression-of-concern", pmid: "3", source: "C" },
          { type: "retraction", pmid: "1", source: "R" },
          { type: "erratum", pmid: "2", source: "E" },
        ]}
      />,
    );
    expect(screen.getAllByRole("note").map((n) => n.getAttribute("aria-label"))).toEqual([
      "Retracted",
      "Expression of concern",
      "Corrected",
    ]);
    expect(within(screen.getByRole("note", { name: "Corrected" })).getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("note", { name: "Corrected" }).className).not.toContain("border-danger");
    expect(screen.getByRole("note", { name: "Retracted" }).className).toContain("border-danger");
  });

  test("no notices, nothing shown", () => {
    const { container } = render(
      <>
        <NoticeBanners notices={[]} />
        <NoticeBanners notices={undefined} />
        <RetractedSummaryLabel notices={[{ type: "erratum", source: "E" }]} />
      </>,
    );
    expect(container.textContent).toBe("");
  });

  test("summaries of a retracted paper are labelled", () => {
    render(<RetractedSummaryLabel notices={[{ type: "retraction", source: "R" }]} />);
    expect(screen.getByText(RETRACTED_SUMMARY_LABEL)).toBeTruthy();
    expect(RETRACTED_SUMMARY_LABEL).toBe("This paper was retracted; its summaries describe a withdrawn paper.");
  });
});
