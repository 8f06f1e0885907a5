import { afterEach, beforeEach, describe, expect, spyOn, test, type Mock } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { searchResponse, SUMMARY, TRIALS, USER } from "../../../testing/client/fake-trials";

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

const savedOf = (pmids: string[]) => ({
  trials: TRIALS.filter((t) => pmids.includes(t.pmid)).map((t, i) => ({
    ...t,
    id: i + 1,
    cancerType: t.cancerType ?? null,
    doi: t.doi ?? null,
  })),
});

/** A signed-in visitor; `save`/`remove` decide how the server answers those calls. */
const signedIn =
  (saved: string[], answers: { save?: () => Response; remove?: () => Response } = {}) =>
  (call: Call) => {
    if (call.url === "/api/auth/user") return json(USER);
    if (call.url === "/api/search") return json(searchResponse());
    if (call.url === "/api/summarize") return json(SUMMARY);
    if (call.url === "/api/saved-trials" && call.method === "GET") return json(savedOf(saved));
    if (call.url === "/api/saved-trials" && call.method === "POST")
      return answers.save?.() ?? json({ ...(call.body as object), id: 9 }, 201);
    if (call.url.startsWith("/api/saved-trials/") && call.method === "DELETE")
      return answers.remove?.() ?? new Response(null, { status: 204 });
    return json({ message: "unexpected" }, 500);
  };

const heartOf = async (title: string) =>
  within((await screen.findByRole("article", { name: title })) as HTMLElement).getByRole("button", {
    name: /favorites/,
  });

describe("save toggle", () => {
  test("signed in: the heart saves optimistically, sends the selected trial's summaries, and says Saved", async () => {
    const { calls } = await renderApp("/search?q=lung", signedIn([]));
    await userEvent.click((await screen.findAllByRole("button", { name: "View AI Summary" }))[0]!);
    await screen.findByRole("tab", { name: "Clinician" });
    const heart = await heartOf(TRIALS[0]!.title);
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("Trial saved to favorites")).toBeTruthy();
    expect(screen.getByText("Saved")).toBeTruthy();
    const body = calls.find((c) => c.method === "POST" && c.url === "/api/saved-trials")!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      pmid: TRIALS[0]!.pmid,
      cancerType: "Lung Cancer",
      doi: TRIALS[0]!.doi,
      clinicianSummary: SUMMARY.clinicianSummary,
      patientSummary: SUMMARY.patientSummary,
    });
  });

  test("a trial that is not the selected one is saved without summaries", async () => {
    const { calls } = await renderApp("/search?q=lung", signedIn([]));
    await userEvent.click(await heartOf(TRIALS[1]!.title));
    await screen.findByText("Trial saved to favorites");
    const body = calls.find((c) => c.method === "POST" && c.url === "/api/saved-trials")!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      pmid: TRIALS[1]!.pmid,
      clinicianSummary: null,
      patientSummary: null,
      cancerType: null,
      doi: null,
    });
  });

  test("already saved: a neutral 'Already Saved' toast and the mark is restored", async () => {
    await renderApp(
      "/search?q=lung",
      signedIn([], {
        save: () => json({ message: "This trial is already saved to your favorites.", code: "already-saved" }, 409),
      }),
    );
    const heart = await heartOf(TRIALS[0]!.title);
    await userEvent.click(heart);
    expect(await screen.findByText("This trial is already in your favorites")).toBeTruthy();
    expect(screen.getByText("Already Saved")).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
  });

  test("unauthorized: 'Login Required', then the browser goes to login after 1 s", async () => {
    await renderApp(
      "/search?q=lung",
      signedIn([], { save: () => json({ message: "Unauthorized: sign in to continue." }, 401) }),
    );
    await userEvent.click(await heartOf(TRIALS[0]!.title));
    expect(await screen.findByText("Please log in to save trials")).toBeTruthy();
    expect(screen.getByText("Login Required")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login"), { timeout: 1500 });
  });

  test("the status decides, not the words: a 401 in other words still asks to log in", async () => {
    await renderApp("/search?q=lung", signedIn([], { save: () => json({ message: "Your session has ended." }, 401) }));
    await userEvent.click(await heartOf(TRIALS[0]!.title));
    expect(await screen.findByText("Please log in to save trials")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login"), { timeout: 1500 });
  });

  test("a full list is a 409 too, but not 'Already Saved'; a 500 that says 'already saved' is an error", async () => {
    const full = {
      message: "You have saved 2,000 trials, the most one account can keep. Remove some to save more.",
      code: "too-many-saved",
    };
    let answer = () => json(full, 409);
    await renderApp("/search?q=lung", signedIn([], { save: () => answer() }));
    const heart = await heartOf(TRIALS[0]!.title);
    await userEvent.click(heart);
    expect(await screen.findByText("Failed to save trial")).toBeTruthy();
    expect(screen.queryByText("Already Saved")).toBeNull();
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));

    answer = () => json({ message: "Unauthorized: this trial is already saved" }, 500);
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getAllByText("Failed to save trial")).toHaveLength(1));
    expect(screen.queryByText("Already Saved")).toBeNull();
    expect(screen.queryByText("Login Required")).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  test("any other failure: 'Error' / 'Failed to save trial', mark restored", async () => {
    await renderApp("/search?q=lung", signedIn([], { save: () => json({ message: "boom" }, 500) }));
    const heart = await heartOf(TRIALS[0]!.title);
    await userEvent.click(heart);
    expect(await screen.findByText("Failed to save trial")).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
  });

  test("removing from the search page: 'Removed', or the errors of docs/product.md#messages", async () => {
    let answer: () => Response = () => new Response(null, { status: 204 });
    await renderApp("/search?q=lung", signedIn([TRIALS[0]!.pmid], { remove: () => answer() }));
    const heart = await heartOf(TRIALS[0]!.title);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    await userEvent.click(heart);
    expect(await screen.findByText("Trial removed from favorites")).toBeTruthy();
    expect(heart.getAttribute("aria-pressed")).toBe("false");

    answer = () => json({ message: "boom" }, 500);
    await userEvent.click(heart);
    await screen.findByText("Trial saved to favorites");
    await userEvent.click(heart);
    expect(await screen.findByText("Failed to remove trial")).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));

    answer = () => json({ message: "Unauthorized" }, 401);
    await userEvent.click(heart);
    expect(await screen.findByText("Please log in to manage favorites")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login"), { timeout: 1500 });
  });
});
