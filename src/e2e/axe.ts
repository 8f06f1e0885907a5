import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe's WCAG 2.1 A/AA and best-practice rules on the page as it is now, and nothing wider than the screen. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    const found = violations.map((v) =>
      `${v.impact ?? ""} ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`.trim(),
    );
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`page is ${root.scrollWidth}px wide on a ${root.clientWidth}px screen`);
    return found;
  });
}
