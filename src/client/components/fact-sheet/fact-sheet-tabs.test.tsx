import { describe, expect, test } from "bun:test";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { spanText } from "../../../shared/fact-sheet";
import { SummaryTabs } from "../summary-tabs";
import { FACTS, joined, quote, SENTENCES, SOURCE } from "../../../testing/fixtures/fact-sheet/client-sheet";

const renderTabs = (extra: Partial<Parameters<typeof SummaryTabs>[0]> = {}) =>
  render(
    <SummaryTabs
      clinicianSummary={joined(SENTENCES.clinician)}
      patientSummary={joined(SENTENCES.patient)}
      facts={FACTS}
      sentences={SENTENCES}
      sourceText={SOURCE}
      {...extra}
    />,
  );

const marks = () => Array.from(document.querySelectorAll("mark")).map((m) => m.textContent);
const liveRegion = () => screen.getByRole("status");
const sentence = (text: string) => screen.getByText(text);

describe("the fact sheet in the Clinician tab", () => {
  test("a table of the sheet's rows, with the result's direction badge, before the summary", () => {
    renderTabs();
    const table = screen.getByRole("table", { name: "Fact sheet" });
    const header = (name: string) => within(table).getByRole("rowheader", { name });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Design", "Participants", "Arms", "Primary endpoint", "Result", "Harms", "Registration"]);
    expect(header("Design").nextElementSibling?.textContent).toBe("Randomised trial, phase 3");
    expect(header("Arms").nextElementSibling?.textContent).toBe("zelorant vs observation");
    expect(
      within(header("Result").nextElementSibling as HTMLElement).getByText("No significant difference"),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Clinical Summary" })).toBeTruthy();
    expect(
      table.compareDocumentPosition(sentence(SENTENCES.clinician[0]!.text)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  test("facts the server could not verify are named as unclear", () => {
    renderTabs({ facts: { ...FACTS, harms: null, unclear: ["the harms"] } });
    expect(screen.queryByRole("rowheader", { name: "Harms" })).toBeNull();
    expect(screen.getByText("Not read with confidence from the abstract: the harms.")).toBeTruthy();
  });
});

describe("badges above the tabs", () => {
  test.each([
    [
      ["spin"],
      "Conclusion goes beyond the primary result",
      "The conclusion favours the intervention although the primary result was not significant, or rests on a secondary or subgroup result.",
    ],
    [
      ["primary-not-met"],
      "Primary endpoint not met",
      "The main outcome the trial was designed to test was not significantly better with the intervention.",
    ],
    [
      ["not-randomised"],
      "Not a randomised trial",
      "The abstract does not say people were assigned to treatments by chance, so group differences may have other causes.",
    ],
    [
      ["protocol"],
      "Protocol: no results yet",
      "This paper describes a planned or ongoing trial; it reports no results.",
    ],
  ] as const)("%p shows %p, its reason in a tooltip on keyboard focus", async (flags, label, reason) => {
    renderTabs({
      facts: { ...FACTS, flags: [...flags], primaryResult: { ...FACTS.primaryResult, direction: "not-reported" } },
    });
    const list = screen.getByRole("list", { name: "About this study" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((b) => b.textContent),
    ).toEqual([label]);
    const badge = within(list).getByRole("button", { name: label });
    act(() => badge.focus());
    expect((await screen.findByRole("tooltip")).textContent).toBe(reason);
  });

  test("a tap on a badge (no tooltips on touch screens) shows its reason under the badges", async () => {
    renderTabs();
    const spin = screen.getByRole("button", { name: "Conclusion goes beyond the primary result" });
    expect(screen.queryByText(/rests on a secondary or subgroup result/)).toBeNull();
    fireEvent.click(spin);
    expect(spin.getAttribute("aria-expanded")).toBe("true");
    const reason = document.getElementById(spin.getAttribute("aria-controls")!)!;
    expect(reason.hidden).toBe(false);
    expect(reason.textContent).toBe(
      "The conclusion favours the intervention although the primary result was not significant, or rests on a secondary or subgroup result.",
    );
    fireEvent.click(spin);
    expect(reason.hidden).toBe(true);
  });
});

describe("source highlights", () => {
  test("hovering a sentence marks its words in the abstract and announces them", async () => {
    renderTabs();
    expect(marks()).toEqual([]);
    const details = document.querySelector("details")!;
    await userEvent.click(screen.getByText("Show the abstract"));
    expect(details.open).toBe(true);
    await userEvent.hover(sentence(SENTENCES.clinician[1]!.text));
    expect(marks()).toEqual([spanText(SOURCE, SENTENCES.clinician[1]!.evidence[0]!)]);
    expect(liveRegion().textContent).toBe(`Highlighted in the abstract: ${"HR 0.91, 95% CI 0.70-1.18; p=0.47"}`);
    await userEvent.unhover(sentence(SENTENCES.clinician[1]!.text));
    expect(marks()).toEqual([]);
  });

  test("keyboard focus on a fact row marks its words, the title's words in the title", async () => {
    renderTabs();
    const arms = screen.getByRole("rowheader", { name: "Arms" }).nextElementSibling as HTMLElement;
    expect(arms.tabIndex).toBe(0);
    act(() => arms.focus());
    expect(marks()).toEqual(["Zelorant", "observation"]);
    const title = document.querySelector("details p")!;
    expect(Array.from(title.querySelectorAll("mark")).map((m) => m.textContent)).toEqual(["Zelorant", "observation"]);
    act(() => arms.blur());
    expect(marks()).toEqual([]);
  });

  test("Tab moves through the sentences, highlighting each in turn", async () => {
    renderTabs({ facts: null });
    await userEvent.tab(); // the Clinician tab
    await userEvent.tab(); // its panel
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe(SENTENCES.clinician[0]!.text);
    expect(marks()).toEqual(["612 patients were randomised"]);
    expect(document.querySelector("details")!.open).toBe(true); // keyboard focus opens the abstract
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe(SENTENCES.clinician[1]!.text);
    expect(marks()).toEqual(["HR 0.91, 95% CI 0.70-1.18; p=0.47"]);
  });

  test("a tap keeps the highlight until the next tap; a tap elsewhere moves it", async () => {
    renderTabs();
    const first = sentence(SENTENCES.clinician[0]!.text);
    await userEvent.hover(first);
    expect(document.querySelector("details")!.open).toBe(false); // a hover alone leaves it closed: opening it would move the page
    fireEvent.click(first);
    expect(document.querySelector("details")!.open).toBe(true);
    expect(marks()).toEqual(["612 patients were randomised"]);
    expect(first.getAttribute("data-active")).toBe("pinned");
    const harms = screen.getByRole("rowheader", { name: "Harms" }).nextElementSibling as HTMLElement;
    await userEvent.click(harms);
    expect(marks()).toEqual([spanText(SOURCE, quote("Grade 3 neuropathy occurred in 12% of patients given zelorant"))]);
    await userEvent.click(harms);
    expect(marks()).toEqual([]);
  });

  test("a tap brings the marked words into view once; a hover does not scroll", async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? "");
    };
    try {
      renderTabs();
      await userEvent.hover(sentence(SENTENCES.clinician[1]!.text));
      expect(scrolled).toEqual([]);
      await userEvent.click(sentence(SENTENCES.clinician[0]!.text));
      expect(scrolled).toEqual(["612 patients were randomised"]);
      await userEvent.hover(sentence(SENTENCES.clinician[1]!.text));
      await userEvent.unhover(sentence(SENTENCES.clinician[1]!.text));
      expect(marks()).toEqual(["612 patients were randomised"]); // back to the pinned one, without scrolling again
      expect(scrolled).toHaveLength(1);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  test("switching tabs lets the highlight go; patient sentences highlight too; a general sentence says it states no fact", async () => {
    renderTabs();
    fireEvent.click(sentence(SENTENCES.clinician[0]!.text));
    expect(marks()).toEqual(["612 patients were randomised"]);
    await userEvent.click(screen.getByRole("tab", { name: "Patient" }));
    expect(marks()).toEqual([]); // the pinned sentence is no longer on screen
    await userEvent.hover(sentence(SENTENCES.patient[2]!.text));
    expect(marks()).toEqual(["81% with zelorant and 79% with observation"]);
    await userEvent.hover(sentence(SENTENCES.patient[1]!.text));
    expect(marks()).toEqual([]);
    expect(liveRegion().textContent).toBe("This sentence explains a term; it states no fact of this trial");
  });

  test("spans outside the text are skipped; the abstract is text, never HTML", async () => {
    const evil = { title: "<b>Bold</b> title", abstract: "<img src=x onerror=alert(1)> Survival improved." };
    const sentences = {
      clinician: [
        {
          text: "Survival improved.",
          evidence: [
            { start: 29, end: 46 },
            { start: 400, end: 500 },
            { field: "title" as const, start: 0, end: 11 },
          ],
        },
      ],
      patient: [],
    };
    render(<SummaryTabs clinicianSummary="Survival improved." sentences={sentences} sourceText={evil} />);
    await userEvent.hover(screen.getByText("Survival improved."));
    expect(marks()).toEqual(["<b>Bold</b>", "Survival improved"]);
    expect(document.querySelector("img, b")).toBeNull();
    await waitFor(() =>
      expect(liveRegion().textContent).toBe("Highlighted in the abstract: Survival improved … <b>Bold</b>"),
    );
  });
});

describe("without a fact sheet", () => {
  test("the tabs render exactly as before: no table, badges, abstract or live region", () => {
    const html = (el: HTMLElement) => el.innerHTML.replace(/radix-[^"-]+-/g, "radix-");
    const plain = html(
      render(<SummaryTabs clinicianSummary={"Line one.\nLine two."} patientSummary="Plain words." />).container,
    );
    const same = render(
      <SummaryTabs
        clinicianSummary={"Line one.\nLine two."}
        patientSummary="Plain words."
        facts={undefined}
        sentences={null}
        sourceText={null}
      />,
    );
    expect(html(same.container)).toBe(plain);
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    expect(screen.queryAllByRole("status")).toHaveLength(0);
    expect(document.querySelector("details")).toBeNull();
    expect(screen.getAllByText("Line two.")).toHaveLength(2);
  });
});
