import { afterEach, beforeEach, describe, expect, spyOn, test, type Mock } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../../testing/client/render-app";
import { createApi } from "../../lib/api";
import { LoginForms, validateLoginSearch } from "./login-page";

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

type Answer = (url: string, body: unknown) => Response;
/** The signed-in user as the server answers a sign-in. */
const ADA = { id: "1", email: "ada@example.org", firstName: null, lastName: null, profileImageUrl: null };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function recordingApi(answer: Answer) {
  const calls: { url: string; body: unknown }[] = [];
  const api = createApi(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    return answer(url, body);
  });
  return { api, calls };
}

function renderForms(answer: Answer, returnTo = "/favorites") {
  const { api, calls } = recordingApi(answer);
  render(<LoginForms api={api} returnTo={returnTo} />);
  return calls;
}

/** The app at `url` (a /login address), signed out; signing in succeeds. */
async function renderLoginRoute(url: string) {
  const app = await renderApp(url, (call) =>
    call.url === "/api/auth/user" ? json({ message: "Unauthorized" }, 401) : json(ADA),
  );
  await screen.findByRole("heading", { name: "Sign in to Trial Lens" });
  return app;
}

async function signIn() {
  const signInForm = form("Sign in");
  await userEvent.type(signInForm.getByLabelText("Email"), "ada@example.org");
  await userEvent.type(signInForm.getByLabelText("Password"), "correct horse");
  await userEvent.click(signInForm.getByRole("button", { name: "Sign in" }));
}

const form = (name: string) => within(screen.getByRole("form", { name }));

describe("LoginForms", () => {
  test("signing in posts the credentials and sends the browser back to returnTo", async () => {
    const calls = renderForms(() => json(ADA));
    const signIn = form("Sign in");
    await userEvent.type(signIn.getByLabelText("Email"), "ada@example.org");
    await userEvent.type(signIn.getByLabelText("Password"), "correct horse");
    await userEvent.click(signIn.getByRole("button", { name: "Sign in" }));
    expect(calls).toEqual([
      { url: "/api/auth/local/login", body: { email: "ada@example.org", password: "correct horse" } },
    ]);
    expect(assign).toHaveBeenCalledWith("/favorites");
  });

  test("a refused sign-in shows the server's words in an alert and stays on the page", async () => {
    renderForms(() => json({ message: "Unauthorized: incorrect email or password." }, 401));
    const signIn = form("Sign in");
    await userEvent.type(signIn.getByLabelText("Email"), "ada@example.org");
    await userEvent.type(signIn.getByLabelText("Password"), "wrong password");
    await userEvent.click(signIn.getByRole("button", { name: "Sign in" }));
    expect((await signIn.findByRole("alert")).textContent).toBe("Unauthorized: incorrect email or password.");
    expect(assign).not.toHaveBeenCalled();
    expect(signIn.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false);
  });

  test("creating an account sends the optional first name, and a taken address says so", async () => {
    const calls = renderForms(() =>
      json({ message: "An account with this email already exists. Sign in instead." }, 409),
    );
    const create = form("Create account");
    await userEvent.type(create.getByLabelText("First name (optional)"), "Ada");
    await userEvent.type(create.getByLabelText("Email"), "ada@example.org");
    await userEvent.type(create.getByLabelText("Password"), "correct horse battery");
    await userEvent.click(create.getByRole("button", { name: "Create account" }));
    expect(calls[0]).toEqual({
      url: "/api/auth/local/register",
      body: { firstName: "Ada", email: "ada@example.org", password: "correct horse battery" },
    });
    expect((await create.findByRole("alert")).textContent).toContain("already exists");
    expect(create.getByLabelText("Password").getAttribute("aria-describedby")).toBeTruthy();
  });
});

describe("LoginPage at /login?returnTo=", () => {
  test("lands on a returnTo path on this site", async () => {
    await renderLoginRoute(`/login?returnTo=${encodeURIComponent("/search?q=lung")}`);
    await signIn();
    expect(assign).toHaveBeenCalledWith("/search?q=lung");
  });

  test("lands on / when returnTo names another site, a script, or a path that collapses into another host", async () => {
    for (const returnTo of [
      "https://evil.example/x",
      "javascript:alert(1)",
      "//evil.example",
      "/.//evil.example",
      "/%2e%2e//evil.example",
    ]) {
      await renderLoginRoute(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      await signIn();
      expect(assign).toHaveBeenLastCalledWith("/");
      cleanup();
    }
  });

  test("the forms check returnTo again before leaving, whoever handed it over", async () => {
    renderForms(() => json(ADA), "/.//evil.example");
    await signIn();
    expect(assign).toHaveBeenCalledWith("/");
  });
});

describe("validateLoginSearch", () => {
  test("keeps a same-site path and drops anything else", () => {
    expect(validateLoginSearch({ returnTo: "/search?q=lung" })).toEqual({ returnTo: "/search?q=lung" });
    for (const returnTo of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/\t/evil.example",
      7,
      undefined,
    ]) {
      expect(validateLoginSearch({ returnTo })).toEqual({});
    }
  });

  test("through the route, a dropped value is not there to read: the router would otherwise hand back the raw one", async () => {
    const { router } = await renderLoginRoute(`/login?returnTo=${encodeURIComponent("https://evil.example/x")}`);
    // What the login page's useSearch() reads: the /login match's search.
    const login = router.state.matches.find((m) => m.routeId === "/login");
    expect(`returnTo: ${String(login?.search.returnTo)}`).toBe("returnTo: undefined");
  });
});
