export type Design = {
  /** true, false (said to be non-randomised or single-arm), or undefined when the abstract does not say. */
  randomised: boolean | undefined;
  /** As written ("phase III", "Phase Ib/II") and the highest phase as a digit. */
  phase?: { text: string; highest: number };
  blinding?: "double-blind" | "triple-blind" | "single-blind" | "open-label";
  placebo: boolean;
  multicentre: boolean;
  nonInferiority: boolean;
  crossover: boolean;
  cluster: boolean;
  pilot: boolean;
  singleArm: boolean;
  /** A protocol or design paper: no results yet. */
  protocol: boolean;
};

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };
const PHASE = /\bphase\s*-?\s*((?:iv|i{1,3}|[1-4])[ab]?(?:\s*[/-]\s*(?:iv|i{1,3}|[1-4])[ab]?)?)\b/i;

function phaseOf(text: string): Design["phase"] {
  const m = text.match(PHASE);
  if (!m) return undefined;
  const parts = m[1]!.toLowerCase().split(/\s*[/-]\s*/).map((p) => p.replace(/[ab]$/, ""));
  const digits = parts.map((p) => ROMAN[p] ?? Number(p)).filter((n) => n >= 1 && n <= 4);
  if (digits.length === 0) return undefined;
  return { text: m[0].replace(/^phase/i, "phase").replace(/\s+/g, " "), highest: Math.max(...digits) };
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Design facts from the title, the methods and the publication types. */
export function readDesign(title: string, methods: string, whole: string, publicationTypes: string[] = [], hasResults = true): Design {
  const text = `${title}\n${methods}`;
  const types = publicationTypes.join(" ").toLowerCase();
  const nonRandom = has(text, /\bnon-?\s?randomi[sz]ed\b|\bnot randomi[sz]ed\b|\bsingle[- ](?:arm|group)\b|\bone-arm\b/i);
  const random = has(text, /\brandom(?:i[sz]ed|i[sz]ation|ly)\b/i) || types.includes("randomized controlled trial");
  const blinding = has(whole, /\btriple[- ]blind/i)
    ? "triple-blind"
    : has(whole, /\bdouble[- ](?:blind|mask)/i)
      ? "double-blind"
      : has(whole, /\bsingle[- ]blind/i)
        ? "single-blind"
        : has(whole, /\bopen[- ]label\b|\bunblinded\b|neither [\w\s]{0,30}were masked/i)
          ? "open-label"
          : undefined;
  const protocolCue = /\bwill be (?:randomi[sz]ed|enrolled|recruited|assigned|allocated|invited|compared|evaluated)|\bstudy protocol\b|\bthis protocol\b|\bprotocol describes\b|\bis designed to\b|\bare being recruited\b/i;
  return {
    randomised: random && !has(text, /\bnon-?\s?randomi[sz]ed\b|\bnot randomi[sz]ed\b/i) ? true : nonRandom ? false : undefined,
    phase: phaseOf(text) ?? phaseTypes(types),
    ...(blinding ? { blinding } : {}),
    placebo: has(whole, /\bplacebo\b/i),
    multicentre: has(whole, /\bmulti-?(?:cent(?:re|er|ric)|institutional|national)|\binternational\b|\b\d+\s+(?:centres|centers|sites|hospitals|institutions)\b/i),
    nonInferiority: has(whole, /\bnon-?\s?inferiority\b/i),
    crossover: has(text, /\bcross-?over\b/i),
    cluster: has(text, /\bcluster[- ]randomi/i),
    pilot: has(text, /\bpilot\b|\bfeasibility (?:study|trial)\b/i),
    singleArm: nonRandom && has(text, /\bsingle[- ](?:arm|group)\b|\bone-arm\b/i),
    protocol: !hasResults && has(whole, protocolCue),
  };
}

function phaseTypes(types: string): Design["phase"] {
  const m = types.match(/clinical trial, phase (iv|i{1,3})/);
  return m ? { text: `phase ${m[1]!.toUpperCase()}`, highest: ROMAN[m[1]!]! } : undefined;
}

/** "Randomised, double-blind, placebo-controlled, multicentre phase III trial" from the facts. */
export function designLine(d: Design): string {
  const parts: string[] = [];
  if (d.randomised === true) parts.push(d.cluster ? "cluster-randomised" : "randomised");
  if (d.randomised === false) parts.push(d.singleArm ? "single-arm" : "non-randomised");
  if (d.blinding) parts.push(d.blinding);
  if (d.placebo) parts.push("placebo-controlled");
  if (d.crossover) parts.push("crossover");
  if (d.nonInferiority) parts.push("non-inferiority");
  if (d.multicentre) parts.push("multicentre");
  const kind = `${d.pilot ? "pilot " : ""}${d.phase ? `${d.phase.text} ` : ""}trial${d.protocol ? " (protocol; no results yet)" : ""}`;
  const line = [parts.join(", "), kind].filter(Boolean).join(" ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}
