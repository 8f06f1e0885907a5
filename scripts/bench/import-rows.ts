import { existsSync } from "node:fs";
import { join } from "node:path";
import { row, skipped, type Row } from "./report";

const IMPORT_BENCH = join(import.meta.dir, "import.ts");

/** Reads "≥ 5,000 articles/s" or "≤ 20 ms" against a figure's first number; undefined when either has none. */
export function meetsTarget(figure: string, target: string | undefined): boolean | undefined {
  const number = (s: string) => {
    const m = /-?\d[\d,]*(?:\.\d+)?/.exec(s);
    return m ? Number(m[0].replace(/,/g, "")) : undefined;
  };
  const goal = target && /([≥≤]|>=|<=)/.exec(target);
  const value = number(figure);
  const bound = target ? number(target) : undefined;
  if (!goal || value === undefined || bound === undefined) return undefined;
  return goal[1] === "≥" || goal[1] === ">=" ? value >= bound : value <= bound;
}

/** Import speed from scripts/bench/import.ts (another engineer's), when it exists. */
export async function importRows(): Promise<Row[]> {
  if (!existsSync(IMPORT_BENCH))
    return [
      skipped(
        "Import speed (PubMed XML into the local index)",
        "scripts/bench/import.ts is not there yet",
        "≥ 5,000 articles/s",
      ),
    ];
  const { benchImport } = (await import(IMPORT_BENCH)) as {
    benchImport: () => Promise<{ label: string; value: string | number; target?: string }[]>;
  };
  const figures = await benchImport();
  return figures.map((f) => {
    const figure = typeof f.value === "number" ? f.value.toLocaleString("en-US") : f.value;
    return row(f.label, figure, f.target ?? "—", meetsTarget(figure, f.target));
  });
}
