/**
 * A plain "model" reading of an abstract into the quoted fact sheet of step 1, found by simple cues. Kinds spoil one
 * thing on purpose, the way a real model goes wrong, so tests can see the server catch it.
 */
import { sentences } from "./fake-summaries";

export type FakeSheetKind =
  | "good"
  | "swapped-arms"
  | "swapped-figures"
  | "wrong-direction"
  | "invented-quote"
  | "bad-number";

/** A population no invented test trial has: the "invented-quote" kind quotes it. */
export const INVENTED_QUOTE = "adults of any age with any solid tumour in any line of treatment";

const first = (all: string[], pattern: RegExp) => all.find((s) => pattern.test(s));
const sheetNumber = (s: string) => Number(s.replace(/,/g, ""));

function armsFromTitle(title: string) {
  const m = /^(.+?)\s+(?:versus|vs\.?|compared with)\s+(.+?)(?:\s+(?:in|for|among)\s|:|$)/i.exec(title);
  if (!m) return [];
  const [intervention, control] = [m[1]!.trim(), m[2]!.trim()];
  return [
    { role: "intervention" as const, name: intervention, quotes: [intervention] },
    { role: "control" as const, name: control, quotes: [control] },
  ];
}

type Arm = { name: string };

/** "14.2 months with drug A": each figure given to the arm whose name holds the words after "with". */
function figuresByArm(sentence: string, arms: Arm[]) {
  return [...sentence.matchAll(/(\d+(?:\.\d+)?) months with (\w+(?: \w+)?)/g)].flatMap((m) => {
    const arm = arms.findIndex((a) => a.name.toLowerCase().includes(m[2]!.toLowerCase()));
    return arm < 0 ? [] : [{ arm, measure: "median", value: `${m[1]} months`, quotes: [sentence] }];
  });
}

function primaryResult(all: string[], arms: Arm[]) {
  const sentence = first(all, /\bp\s*[=<>]\s*0?\.\d+|\b95%\s*CI\b/i);
  if (!sentence) return { direction: "not-reported" as const, text: null, quotes: [], effects: [], byArm: [] };
  const p = /\bp\s*([=<>])\s*(0?\.\d+)/i.exec(sentence);
  const significant = p ? p[1] === "<" || Number(p[2]) < 0.05 : true;
  const hr = /hazard ratio\s*(\d+\.\d+)/i.exec(sentence)?.[1];
  const ci = /95%\s*CI\s*(\d+\.\d+\s*[-–]\s*\d+\.\d+)/i.exec(sentence)?.[1];
  const effects = hr ? [{ measure: "HR", value: hr, ...(ci ? { ci } : {}), ...(p ? { p: p[0] } : {}) }] : [];
  return {
    direction: significant ? ("favours-intervention" as const) : ("no-significant-difference" as const),
    text: sentence.replace(/\.$/, ""),
    quotes: [sentence],
    effects,
    byArm: figuresByArm(sentence, arms),
  };
}

/** The quoted fact sheet of step 1 as JSON text. */
export function fakeFactSheet(title: string, abstract: string, kind: FakeSheetKind): string {
  // Section labels ("RESULTS:") are not part of a sentence a reader would quote.
  const all = sentences(abstract).map((s) => s.replace(/^[A-Z][A-Z ]{2,30}:\s*/, ""));
  const text = `${title}\n${abstract}`;
  const randomised = /\brandomi[sz]ed\b|\brandomly\b/i.test(text);
  const phase = /\bphase\s*(1\/2|2\/3|[1-4])\b/i.exec(text)?.[1] ?? null;
  const who = /\b(?:patients|adults|women|men|people) with [^,.;]+?(?= were\b|,|\.|;)/i.exec(abstract)?.[0];
  const count = /\b(\d[\d,]*)\s+(?:patients|participants|people|adults|women|men)\b/i.exec(abstract);
  const endpoint = first(all, /\bprimary (?:end ?-?point|outcome)\b/i);
  const harms = first(all, /adverse|toxicit|side effect/i);
  const conclusion = all.findLast((s) => /\b(?:conclu|suggest|improved|these (?:data|results))/i.test(s)) ?? all.at(-1);
  const arms = armsFromTitle(title);
  const sheet = {
    studyType: randomised ? "randomised-trial" : /\btrial\b/i.test(text) ? "non-randomised-trial" : "other",
    randomised: randomised ? true : null,
    phase,
    population: who ? { text: who, quotes: [who] } : null,
    participants: count ? { randomised: sheetNumber(count[1]!), quotes: [count[0]] } : { randomised: null, quotes: [] },
    arms,
    primaryEndpoint: endpoint
      ? { text: endpoint.replace(/^.*?\bwas\s+/i, "").replace(/\.$/, ""), stated: true, quotes: [endpoint] }
      : null,
    primaryResult: primaryResult(all, arms),
    harms: harms ? { text: harms.replace(/\.$/, ""), quotes: [harms] } : null,
    conclusion: conclusion
      ? {
          text: conclusion.replace(/\.$/, ""),
          positive: /\b(?:improv|prolong|benefit|effective)/i.test(conclusion) && !/\bnot\b|\bno\b/i.test(conclusion),
          quotes: [conclusion],
        }
      : null,
    registrations: [...text.matchAll(/\bNCT\s?\d{8}\b/g)].map((m) => m[0].replace(/\s+/g, "")),
  };
  if (kind === "swapped-arms" && sheet.arms.length === 2) {
    const [a, b] = [sheet.arms[0]!, sheet.arms[1]!];
    [a.name, b.name] = [b.name, a.name];
  }
  if (kind === "swapped-figures") for (const b of sheet.primaryResult.byArm) b.arm = 1 - b.arm;
  if (kind === "wrong-direction") {
    const r = sheet.primaryResult;
    r.direction = r.direction === "favours-intervention" ? "no-significant-difference" : "favours-intervention";
  }
  if (kind === "invented-quote" && sheet.population) sheet.population.quotes = [INVENTED_QUOTE];
  if (kind === "bad-number" && sheet.participants.randomised !== null) sheet.participants.randomised += 17;
  return JSON.stringify(sheet);
}
