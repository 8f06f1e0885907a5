/**
 * Deterministic "model" answers built from the abstract in the prompt. They are plain on
 * purpose: their job is to pass (or, on request, fail) the summarizer's real checks.
 */

type ChatMessage = { role?: string; content?: string };

/** The text of a fenced block `<<<LABEL token>>> ... <<<END LABEL token>>>`, as the summarizer writes them. */
export function fenced(text: string, label: string): string | undefined {
  const open = new RegExp(`<<<${label} (\\w+)>>>\n`).exec(text);
  if (!open) return undefined;
  const from = open.index + open[0].length;
  const end = text.indexOf(`\n<<<END ${label} ${open[1]}>>>`, from);
  return end < 0 ? undefined : text.slice(from, end);
}

/** The title and abstract the summarizer put in its prompt, or the last user text as a fallback. */
export function sourceFromMessages(messages: ChatMessage[]): { title: string; abstract: string } {
  const users = messages.filter((m) => m.role === "user").map((m) => m.content ?? "");
  const fencedPrompt = users.find((text) => fenced(text, "ABSTRACT") !== undefined);
  if (fencedPrompt)
    return { title: fenced(fencedPrompt, "TITLE")!.trim(), abstract: fenced(fencedPrompt, "ABSTRACT")!.trim() };
  const withAbstract = users.find((text) => text.includes("<abstract>"));
  if (!withAbstract) return { title: "", abstract: users.at(-1) ?? "" };
  const between = (tag: string) => withAbstract.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`))?.[1]?.trim() ?? "";
  return { title: between("title"), abstract: between("abstract") };
}

export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The abstract's own sentences that carry numbers, capped near 180 words. */
export function clinicianText(title: string, abstract: string): string {
  if (!abstract.trim()) {
    return `No abstract was published for this trial. The title reads: ${title || "(no title)"}. Design, population, results and harms are not reported.`;
  }
  const all = sentences(abstract);
  const picked = all.filter((s) => /\d/.test(s));
  const chosen = picked.length > 0 ? picked : all.slice(0, 3);
  const out: string[] = [];
  let count = 0;
  for (const s of chosen) {
    if (out.length > 0 && count + words(s) > 180) break;
    out.push(s);
    count += words(s);
  }
  const text = out.join(" ");
  return text.length >= 60 ? text : `${text} Other details are not reported in the abstract.`;
}

/** Short template sentences; a head count is copied from the abstract when it gives one. */
export function patientText(abstract: string): string {
  if (!abstract.trim()) {
    return "No short report was put out with this study. We only know its name. We do not know who took part or what was found. Talk with your care team about what this means for you.";
  }
  const count = abstract.match(/\b(\d[\d,]*)\s+(?:patients|participants|people|adults|women|men|children)\b/i)?.[1];
  const who = count ? `${count} people took part.` : "A group of people took part.";
  return [
    "This study tested a way to treat cancer.",
    who,
    "The team split them into groups.",
    "Each group got a different care plan.",
    "Then the team checked how each group did.",
    "Some people had side effects.",
    "This is one study, so it does not tell the whole story.",
    "Talk with your care team about what this means for you.",
  ].join(" ");
}

/** A number that is nowhere in the source, for the "bad-number" behaviour. */
export function inventedNumber(source: string): string {
  const candidates = ["0.37", "83.9", "4.71", "61.2", "0.093", "777"];
  return candidates.find((n) => !source.includes(n)) ?? "98765.4321";
}

/** Long sentences of many-syllable words: far above grade 8. */
export const HARD_PATIENT_TEXT =
  "This multicentre investigation systematically evaluated an experimental immunotherapeutic combination administered intravenously, comparing consequential oncological outcomes, including progression-free survival and treatment-emergent adverse events, across heterogeneous populations characterised by considerable comorbidity, previously administered chemotherapeutic interventions, and substantially diminished performance status. Participants' individual circumstances necessitate comprehensive multidisciplinary deliberation regarding applicability, therefore consultation with the responsible oncology professionals remains indispensable.";

export type FakeAnswerKind = "good" | "bad-number" | "hard-words";

/** Fills every string property of the requested schema; summaries by name, else the clinician text. */
export function fakeAnswer(format: unknown, messages: ChatMessage[], kind: FakeAnswerKind): string {
  const { title, abstract } = sourceFromMessages(messages);
  let clinician = clinicianText(title, abstract);
  let patient = patientText(abstract);
  if (kind === "bad-number") clinician += ` The hazard ratio was ${inventedNumber(`${title}\n${abstract}`)}.`;
  if (kind === "hard-words") patient = HARD_PATIENT_TEXT;

  const props = (format as { properties?: Record<string, { type?: unknown }> } | null)?.properties;
  if (!props) return format === undefined || format === "" ? clinician : JSON.stringify({ summary: clinician });
  const answer: Record<string, string> = {};
  for (const [name, spec] of Object.entries(props)) {
    if (spec?.type !== "string") continue;
    answer[name] = /patient/i.test(name) ? patient : clinician;
  }
  return JSON.stringify(answer);
}
