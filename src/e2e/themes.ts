import type { Browser, BrowserContext } from "playwright-core";

export type Theme = "light" | "dark";
export type Viewport = { width: number; height: number };

export const VIEWPORTS: Record<string, Viewport> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 780 },
};

/** Each theme on each device: the cases an axe test goes through. */
export const THEMED_DEVICES = (["light", "dark"] as const).flatMap((theme) =>
  Object.entries(VIEWPORTS).map(([device, viewport]) => ({ theme, device, viewport })),
);

/** A context whose pages open in `theme`, stored before any page loads as the theme toggle stores it. */
export async function themedContext(browser: Browser, theme: Theme, viewport?: Viewport): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  return context;
}
