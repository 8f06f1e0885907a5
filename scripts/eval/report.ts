import type { FactMeasures, Share } from "./measures";

const pct = (s: Share) => (s.of === 0 ? "—" : `${((100 * s.hit) / s.of).toFixed(1)}% (${s.hit}/${s.of})`);
const falsePct = (s: Share) =>
  s.of === 0 ? "—" : `${((100 * (s.of - s.hit)) / s.of).toFixed(1)}% (${s.of - s.hit}/${s.of})`;

/** Extra rows another measure (summary-level) may add: [what, figure, target]. */
export type Row = [string, string, string];

/** The Markdown table of fact-level figures beside the targets. */
export function factTable(m: FactMeasures, time: { mean: number; p95: number }, extra: Row[] = []): string {
  const rows: Row[] = [
    ["studyType exact", pct(m.studyType), "≥ 90%"],
    ["randomised exact", pct(m.randomised), "—"],
    ["phase exact", pct(m.phase), "—"],
    ["nRandomised exact, where gold states one", pct(m.nRandomised), "≥ 90%"],
    ["Abstracts with all gold arms found (role right)", pct(m.armsAll), "≥ 85%"],
    ["Gold arms found (role right)", pct(m.armsEach), "—"],
    ["Primary endpoint identified", pct(m.endpoint), "≥ 80%"],
    ["Direction exact, where gold reports a comparison", pct(m.direction), "≥ 85%"],
    ["Spin flagged (recall)", pct(m.spin), "≥ 70%"],
    ["Spin falsely flagged", falsePct(m.spinFalse), "≤ 10%"],
    ["Registrations exact", pct(m.registrations), "—"],
    ["Harms reported or not, as gold", pct(m.harms), "—"],
    ["Conclusion favours the intervention or not, as gold", pct(m.conclusion), "—"],
    ["Sheets with valid spans", pct(m.spans), "100%"],
    ["Time per abstract (mean / p95)", `${time.mean.toFixed(2)} ms / ${time.p95.toFixed(2)} ms`, "≤ 10 ms"],
    ...extra,
  ];
  return ["| Measure | Figure | Target |", "|---|---|---|", ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** Gold direction (rows) against ours (columns). */
export function confusionTable(confusion: Map<string, number>): string {
  const pairs = [...confusion.entries()].map(([k, n]) => [...k.split(" -> "), n] as [string, string, number]);
  const golds = [...new Set(pairs.map((p) => p[0]))].sort();
  const ours = [...new Set(pairs.map((p) => p[1]))].sort();
  const cell = (g: string, o: string) => String(pairs.find((p) => p[0] === g && p[1] === o)?.[2] ?? 0);
  return [
    `| gold \\ ours | ${ours.join(" | ")} |`,
    `|---|${ours.map(() => "---:").join("|")}|`,
    ...golds.map((g) => `| ${g} | ${ours.map((o) => cell(g, o)).join(" | ")} |`),
  ].join("\n");
}
