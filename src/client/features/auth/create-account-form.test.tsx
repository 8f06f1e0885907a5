import { afterEach, beforeEach, expect, spyOn, test, type Mock } from "bun:test";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createApi } from "../../lib/api";
import { CreateAccountForm } from "./create-account-form";

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

const REFUSED =
  "Invalid request. password: is too easy to guess: it is made of common passwords, names, keyboard or number patterns or repeats. A phrase of a few unrelated words works well.";

function renderForm(status: number, message?: string) {
  const api = createApi(
    async () =>
      new Response(
        JSON.stringify(
          message
            ? { message }
            : { id: "1", email: "ada@example.org", firstName: null, lastName: null, profileImageUrl: null },
        ),
        { status, headers: { "content-type": "application/json" } },
      ),
  );
  render(<CreateAccountForm api={api} returnTo="/favorites" />);
  return screen.getByLabelText("Password") as HTMLInputElement;
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

test("the password field says the rule before anyone types, and asks for 15 characters", () => {
  const password = renderForm(201);
  expect(describedBy(password)).toEqual(["At least 15 characters. A phrase of a few words is easiest to remember."]);
  expect(password.minLength).toBe(15);
  expect(password.getAttribute("aria-invalid")).toBeNull();
});

test("a password the server refuses: its reason shows in the form, and the field is marked and described by it", async () => {
  const password = renderForm(400, REFUSED);
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
  await userEvent.type(password, "Password123456789!");
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
  expect((await screen.findByRole("alert")).textContent).toBe(REFUSED);
  expect(password.getAttribute("aria-invalid")).toBe("true");
  expect(describedBy(password)).toEqual([
    "At least 15 characters. A phrase of a few words is easiest to remember.",
    REFUSED,
  ]);
  expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
  expect(assign).not.toHaveBeenCalled();
});

test("a refusal about something else does not mark the password", async () => {
  const password = renderForm(409, "An account with this email already exists. Sign in instead.");
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
  await userEvent.type(password, "violet kettle drums at noon");
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
  await screen.findByText(/already exists/);
  expect(password.getAttribute("aria-invalid")).toBeNull();
});
