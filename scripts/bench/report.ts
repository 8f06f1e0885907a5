import { existsSync, readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

/** One line of the README's benchmark table; `met` is undefined when the figure has no target or was skipped. */
export interface Row {
  what: string;
  figure: string;
  target: string;
  met?: boolean;
}

export const row = (what: string, figure: string, target = "—", met?: boolean): Row => ({ what, figure, target, met });
export const skipped = (what: string, why: string, target = "—"): Row => ({
  what,
  figure: `not measured: ${why}`,
  target,
});

export function markdownTable(rows: Row[]): string {
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  return [
    "| What | Figure | Target |",
    "|---|---|---|",
    ...rows.map((r) => `| ${cell(r.what)} | ${cell(r.figure)} | ${cell(r.target)} |`),
  ].join("\n");
}

/** CPU model, cores, RAM, OS and Bun version, for the line above the table. */
export function machineLine(): string {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown CPU";
  const osRelease = existsSync("/etc/os-release") ? readFileSync("/etc/os-release", "utf8") : "";
  const os = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(osRelease)?.[1] ?? `${process.platform} ${process.arch}`;
  const ram = Math.round(totalmem() / 2 ** 30);
  return `${model}, ${navigator.hardwareConcurrency} cores, ${ram} GB RAM, ${os}, Bun ${Bun.version}`;
}
