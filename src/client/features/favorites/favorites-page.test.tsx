import { afterEach, beforeEach, describe, expect, spyOn, test, type Mock } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SavedTrial } from "../../../shared/api/saved-trials";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { TRIALS, USER } from "../../../testing/client/fake-trials";

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

const saved = (i: number, summaries: Partial<SavedTrial>): SavedTrial => ({
  ...TRIALS[i]!,
  id: i + 1,
  cancerType: TRIALS[i]!.cancerType ?? null,
  doi: TRIALS[i]!.doi ?? null,
  ...summaries,
});

const server =
  (trials: SavedTrial[] | "pending", remove?: () => Response) =>
  (call: Call): Response | Promise<Response> => {
    if (call.url === "/api/auth/user") return json(USER);
    if (call.url === "/api/saved-trials") return trials === "pending" ? new Promise(() => {}) : json({ trials });
    if (call.method === "DELETE") return remove?.() ?? new Response(null, { status: 204 });
    return json({ message: "unexpected" }, 500);
  };

describe("favorites page", () => {
  test("heading, subtitle and skeletons while loading", async () => {
    await renderApp("/favorites", server("pending"));
    expect(await screen.findByRole("heading", { name: "Saved Trials" })).toBeTruthy();
    expect(screen.getByText("Your collection of saved clinical trials and summaries")).toBeTruthy();
    expect(screen.getAllByTestId("skeleton-card").length).toBe(3);
  });

  test("empty state with a Go to Search button", async () => {
    await renderApp("/favorites", server([]));
    expect(await screen.findByText("No saved trials yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Search" }).getAttribute("href")).toBe("/search");
  });

  test("cards show the trial; tabs only when a summary exists, a missing one disabled", async () => {
    await renderApp(
      "/favorites",
      server([saved(0, { clinicianSummary: "Clinician text.", patientSummary: null }), saved(1, {})]),
    );
    const first = within((await screen.findByRole("article", { name: TRIALS[0]!.title })) as HTMLElement);
    expect(first.getByText("Lung Cancer")).toBeTruthy();
    expect(first.getByText("2024 Mar 5")).toBeTruthy();
    expect(first.getByText("Rivera M, Okafor C, Lindqvist E")).toBeTruthy();
    expect(first.getByText("Journal of Invented Oncology")).toBeTruthy();
    expect(first.getByRole("link", { name: /View Paper/ }).getAttribute("href")).toBe(
      "https://doi.org/10.9999/jio.2024.001",
    );
    expect(first.getByRole("tab", { name: "Clinician" }).hasAttribute("disabled")).toBe(false);
    expect(first.getByRole("tab", { name: "Patient" }).hasAttribute("disabled")).toBe(true);
    expect(first.getByText("Clinician text.")).toBeTruthy();

    const second = within(screen.getByRole("article", { name: TRIALS[1]!.title }) as HTMLElement);
    expect(second.queryByRole("tab")).toBeNull();
    expect(screen.getByRole("group", { name: "Export saved trials" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "RIS" }).getAttribute("href")).toBe("/api/saved-trials/export?format=ris");
  });

  test("removing: the card goes; a failure brings it back with 'Failed to remove trial from favorites'", async () => {
    let answer = () => json({ message: "boom" }, 500);
    await renderApp(
      "/favorites",
      server([saved(0, {})], () => answer()),
    );
    await userEvent.click(await screen.findByRole("button", { name: `Remove "${TRIALS[0]!.title}" from favorites` }));
    expect(await screen.findByText("Failed to remove trial from favorites")).toBeTruthy();
    expect(screen.getByRole("article", { name: TRIALS[0]!.title })).toBeTruthy();

    answer = () => new Response(null, { status: 204 });
    await userEvent.click(screen.getByRole("button", { name: `Remove "${TRIALS[0]!.title}" from favorites` }));
    await waitFor(() => expect(screen.queryByRole("article", { name: TRIALS[0]!.title })).toBeNull());
  });

  test("removing while logged out: 'Unauthorized' and login after 500 ms", async () => {
    await renderApp(
      "/favorites",
      server([saved(0, {})], () => json({ message: "Unauthorized" }, 401)),
    );
    await userEvent.click(await screen.findByRole("button", { name: `Remove "${TRIALS[0]!.title}" from favorites` }));
    expect(await screen.findByText("You are logged out. Logging in again...")).toBeTruthy();
    expect(screen.getByText("Unauthorized")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Ffavorites"), { timeout: 900 });
  });

  test("the status decides, not the words: a 500 that says Unauthorized is a failure, a 401 in other words signs in again", async () => {
    let answer = () => json({ message: "Unauthorized" }, 500);
    await renderApp(
      "/favorites",
      server([saved(0, {})], () => answer()),
    );
    const remove = await screen.findByRole("button", { name: `Remove "${TRIALS[0]!.title}" from favorites` });
    await userEvent.click(remove);
    expect(await screen.findByText("Failed to remove trial from favorites")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    answer = () => json({ message: "Your session has ended." }, 401);
    await userEvent.click(await screen.findByRole("button", { name: `Remove "${TRIALS[0]!.title}" from favorites` }));
    expect(await screen.findByText("You are logged out. Logging in again...")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Ffavorites"), { timeout: 900 });
  });

  test("signed out: a toast, then login after 500 ms; saved trials are never requested", async () => {
    const started = Date.now();
    const { calls } = await renderApp("/favorites", (call) =>
      call.url === "/api/auth/user" ? json({ message: "Unauthorized" }, 401) : json({ message: "unexpected" }, 500),
    );
    expect(await screen.findByText("Login Required")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 1000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(calls.some((c) => c.url === "/api/saved-trials")).toBe(false);
  });
});
