import { describe, expect, test } from "bun:test";
import { screen, waitFor } from "@testing-library/react";
import { avatarInitial } from "../lib/current-user";
import { json, renderApp } from "../../testing/client/render-app";
import { USER } from "../../testing/client/fake-trials";

describe("avatar initial", () => {
  test("first letter of first name, else upper-cased first letter of e-mail, else U", () => {
    expect(avatarInitial({ firstName: "zoe", email: "a@b.c" })).toBe("z");
    expect(avatarInitial({ firstName: null, email: "alex@example.org" })).toBe("A");
    expect(avatarInitial({ firstName: "", email: "" })).toBe("U");
  });
});

describe("header", () => {
  test("signed in: Favorites link, avatar, Logout; no Login", async () => {
    await renderApp("/search", (c) => (c.url === "/api/auth/user" ? json(USER) : json({}, 500)));
    expect(await screen.findByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Favorites" }).getAttribute("href")).toBe("/favorites");
    expect(screen.getByText("Z")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
    expect(screen.getByRole("link", { name: "Home" })).toBeTruthy();
  });

  test("a profile image replaces the letter", async () => {
    const withImage = { ...USER, profileImageUrl: "https://example.org/zoe.png" };
    const { container } = await renderApp("/search", (c) =>
      c.url === "/api/auth/user" ? json(withImage) : json({}, 500),
    );
    await screen.findByRole("button", { name: "Logout" });
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://example.org/zoe.png");
    expect(screen.queryByText("Z")).toBeNull();
  });

  test("auth controls stay hidden while auth is loading, and show once it answers", async () => {
    let answer!: (response: Response) => void;
    const auth = new Promise<Response>((resolve) => (answer = resolve));
    let asked = false;
    const app = renderApp("/search", (c) => (c.url === "/api/auth/user" ? ((asked = true), auth) : json({}, 500)));
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Favorites" })).toBeNull();
    answer(json({ message: "Unauthorized" }, 401));
    await app;
    expect(await screen.findByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search" })).toBeTruthy();
  });

  test("on '/' the nav offers How It Works and Who It's For instead of Home", async () => {
    await renderApp("/", (c) => (c.url === "/api/auth/user" ? json({ message: "Unauthorized" }, 401) : json({}, 500)));
    expect(await screen.findByRole("button", { name: "How It Works" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Who It's For" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Home" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Login" })).toBeTruthy();
  });
});
