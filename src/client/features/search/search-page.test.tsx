import { describe, expect, spyOn, test } from "bun:test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { searchResponse, SUMMARY, TRIALS } from "../../../testing/client/fake-trials";

const anonymous =
  (extra: (call: Call) => Response | undefined | Promise<Response | undefined>) => async (call: Call) => {
    if (call.url === "/api/auth/user") return json({ message: "Unauthorized" }, 401);
    return (await extra(call)) ?? json({ message: "unexpected" }, 500);
  };

describe("search page", () => {
  test("starts idle; the button is disabled until the trimmed query has text; the trimmed value is sent", async () => {
    const { calls } = await renderApp(
      "/search",
      anonymous((c) => (c.url === "/api/search" ? json(searchResponse()) : undefined)),
    );
    expect(await screen.findByRole("heading", { name: "Recent Trials" })).toBeTruthy();
    expect(screen.getByText("Start your search")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Search" });
    expect(button.hasAttribute("disabled")).toBe(true);

    const input = screen.getByRole("searchbox");
    await userEvent.type(input, "   ");
    expect(button.hasAttribute("disabled")).toBe(true);
    await userEvent.type(input, "  lung cancer ");
    expect(button.hasAttribute("disabled")).toBe(false);
    await userEvent.click(button);

    expect(await screen.findByRole("heading", { name: 'Results for "lung cancer"' })).toBeTruthy();
    expect(await screen.findByText("2 found")).toBeTruthy();
    const search = calls.find((c) => c.url === "/api/search");
    expect(search).toEqual({ method: "POST", url: "/api/search", body: { query: "lung cancer", maxResults: 10 } });
  });

  test("while searching: 'Searching...', a disabled button and three skeleton cards", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await renderApp(
      "/search?q=melanoma",
      anonymous(async (c) => (c.url === "/api/search" ? (await gate, json(searchResponse())) : undefined)),
    );
    const button = await screen.findByRole("button", { name: "Searching..." });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getAllByTestId("skeleton-card")).toHaveLength(3);
    release();
    expect(await screen.findByText("2 found")).toBeTruthy();
    expect(screen.queryAllByTestId("skeleton-card")).toHaveLength(0);
  });

  test("the example chips search at once", async () => {
    const { calls } = await renderApp(
      "/search",
      anonymous((c) => (c.url === "/api/search" ? json(searchResponse([])) : undefined)),
    );
    for (const chip of ["lung cancer", "melanoma immunotherapy", "breast cancer clinical trial"]) {
      await userEvent.click(await screen.findByRole("button", { name: chip }));
      await screen.findByRole("heading", { name: `Results for "${chip}"` });
      await waitFor(() => expect(calls.at(-1)?.body).toEqual({ query: chip, maxResults: 10 }));
    }
  });

  test("no results shows the empty state", async () => {
    await renderApp(
      "/search?q=zzz",
      anonymous((c) => (c.url === "/api/search" ? json(searchResponse([])) : undefined)),
    );
    expect(await screen.findByText("No trials found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms or use different keywords")).toBeTruthy();
    expect(screen.getByText("0 found")).toBeTruthy();
  });

  test("a failed search shows the destructive toast", async () => {
    await renderApp(
      "/search?q=lung",
      anonymous((c) => (c.url === "/api/search" ? json({ message: "PubMed is down" }, 502) : undefined)),
    );
    const status = await screen.findByText("Search failed", { selector: "div" });
    expect(status).toBeTruthy();
    expect(screen.getAllByText("Unable to search clinical trials. Please try again.").length).toBeGreaterThan(0);
  });

  test("a result card shows the trial's fields; no heart when signed out", async () => {
    await renderApp(
      "/search?q=lung",
      anonymous((c) => (c.url === "/api/search" ? json(searchResponse()) : undefined)),
    );
    const card = (await screen.findByRole("article", { name: TRIALS[0]!.title })) as HTMLElement;
    const c = within(card);
    expect(c.getByText("Lung Cancer")).toBeTruthy();
    expect(c.getByText("Rivera M +2")).toBeTruthy();
    expect(c.getByText("2024 Mar 5")).toBeTruthy();
    expect(c.getByText("Journal of Invented Oncology")).toBeTruthy();
    expect(c.getByRole("link", { name: /View Paper/ }).getAttribute("href")).toBe(
      "https://doi.org/10.9999/jio.2024.001",
    );
    expect(c.queryByRole("button", { name: /favorites/ })).toBeNull();
    const second = within((await screen.findByRole("article", { name: TRIALS[1]!.title })) as HTMLElement);
    expect(second.getByText("Nakamura T")).toBeTruthy();
    expect(second.queryByRole("link", { name: /View Paper/ })).toBeNull();
  });

  test("selecting a trial generates its summaries: pending, then Clinician and Patient tabs and the details", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = await renderApp(
      "/search?q=lung",
      anonymous(async (c) => {
        if (c.url === "/api/search") return json(searchResponse());
        if (c.url === "/api/summarize") return (await gate, json(SUMMARY));
      }),
    );
    expect(await screen.findByText("Select a trial to view summary")).toBeTruthy();
    fireEvent.click(await screen.findByRole("article", { name: TRIALS[0]!.title }));
    expect(await screen.findByText("Generating AI summaries...")).toBeTruthy();
    const { pmid, title, abstract, authors, journal, publicationDate } = TRIALS[0]!;
    expect(calls.find((c) => c.url === "/api/summarize")?.body).toEqual({
      pmid,
      title,
      abstract,
      authors,
      journal,
      publicationDate,
    });
    release();

    const clinician = await screen.findByRole("tab", { name: "Clinician" });
    expect(clinician.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { name: "Clinical Summary" })).toBeTruthy();
    expect(screen.getByText("Population: 400 patients.")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Patient" }));
    expect(await screen.findByRole("heading", { name: "Patient-Friendly Summary" })).toBeTruthy();
    expect(screen.getByText(SUMMARY.patientSummary)).toBeTruthy();
    expect(screen.getByText(/Summary generated without an AI model/)).toBeTruthy();
    expect(screen.getByText(/grade 6.4/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Trial Details" })).toBeTruthy();
    expect(screen.getByText("Rivera M, Okafor C, Lindqvist E")).toBeTruthy();
    expect(screen.getByRole("link", { name: "90000001" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /View Full Paper/ }).getAttribute("href")).toBe(
      "https://doi.org/10.9999/jio.2024.001",
    );
  });

  test("a failed summary shows the server's message, or the generic one", async () => {
    let answer = json({ message: "The summary service is busy. Please try again in a minute." }, 503);
    await renderApp(
      "/search?q=lung",
      anonymous((c) =>
        c.url === "/api/search" ? json(searchResponse()) : c.url === "/api/summarize" ? answer : undefined,
      ),
    );
    await userEvent.click((await screen.findAllByRole("button", { name: "View AI Summary" }))[0]!);
    expect(await screen.findByText("Summarization failed")).toBeTruthy();
    expect(screen.getByText("The summary service is busy. Please try again in a minute.")).toBeTruthy();

    answer = new Response("", { status: 500, statusText: "" });
    await userEvent.click(screen.getAllByRole("button", { name: "View AI Summary" })[1]!);
    expect(await screen.findByText("Unable to generate summary. Please try again.")).toBeTruthy();
  });

  test("a new search clears the selected trial", async () => {
    const { router } = await renderApp(
      "/search?q=lung",
      anonymous((c) =>
        c.url === "/api/search" ? json(searchResponse()) : c.url === "/api/summarize" ? json(SUMMARY) : undefined,
      ),
    );
    await userEvent.click((await screen.findAllByRole("button", { name: "View AI Summary" }))[0]!);
    await screen.findByRole("tab", { name: "Clinician" });
    await router.navigate({ to: "/search", search: { q: "melanoma" } });
    expect(await screen.findByText("Select a trial to view summary")).toBeTruthy();
  });

  test("logged-out visitors see Login, and Login navigates to /api/login", async () => {
    const assign = spyOn(window.location, "assign").mockImplementation(() => {});
    await renderApp(
      "/search",
      anonymous(() => undefined),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Login" }));
    expect(assign).toHaveBeenCalledWith("/api/login");
    assign.mockRestore();
  });
});
