/**
 * A plain "model" answer to step 2: sentences written from the fact list in the prompt, each citing its fact ids.
 * Kinds spoil one thing on purpose (an invented number, hard words, a citation of a fact that does not exist).
 */
import { fenced, HARD_PATIENT_TEXT, inventedNumber } from "./fake-summaries";

export type FakeSentencesKind = "good" | "bad-number" | "hard-words" | "bad-citation";

type Fact = { id: string; about: string; fact: string; source: string[] };
type Payload = { facts: Fact[]; unclear: string[]; flags: string[]; abstractPublished: boolean };
type Sentence = { text: string; facts: string[]; general: boolean };

/** The fact list the summarizer sent, or an empty one. */
export function factsFromMessages(messages: { role?: string; content?: string }[]): Payload {
  const user = messages
    .filter((m) => m.role === "user")
    .map((m) => m.content ?? "")
    .find((t) => fenced(t, "FACTS") !== undefined);
  if (!user) return { facts: [], unclear: [], flags: [], abstractPublished: true };
  return JSON.parse(fenced(user, "FACTS")!) as Payload;
}

const general = (text: string): Sentence => ({ text, facts: [], general: true });
const cite = (text: string, fact: Fact): Sentence => ({ text, facts: [fact.id], general: false });
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Step 2's answer as JSON text. */
export function fakeSentences(payload: Payload, kind: FakeSentencesKind): string {
  const about = (prefix: string) => payload.facts.find((f) => f.about.startsWith(prefix));
  if (!payload.abstractPublished) {
    const none = [
      general("No abstract was published for this trial."),
      general("Its design, results and harms are not known from the abstract."),
    ];
    return JSON.stringify({
      clinician: none,
      patient: [...none, general("Talk with your care team about what this means for you.")],
    });
  }
  // A sentence stays within the schema's 500 characters: a long fact is cut at a word.
  const clip = (t: string) => (t.length <= 420 ? t : `${t.slice(0, t.lastIndexOf(" ", 420))} ...`);
  const clinician = payload.facts.map((f) => cite(`${capital(f.about)}: ${clip(f.fact)}.`, f));
  for (const what of payload.unclear) clinician.push(general(`Not read with confidence from the abstract: ${what}.`));
  const count = about("number randomised");
  const harms = about("harms");
  const design = about("design");
  const patient = [
    general("This study tested a way to treat cancer."),
    count
      ? cite(`${count.fact.replace(/ randomised$/, "")} people took part.`, count)
      : general("The abstract does not say how many people took part."),
    design && /randomised/.test(design.fact)
      ? cite("They were put into groups by chance.", design)
      : general("The team put them into groups."),
    general("Each group got a different care plan."),
    harms ? cite("Some people had side effects.", harms) : general("The abstract says little about side effects."),
    general("This is one study, so it does not tell the whole story."),
    general("Talk with your care team about what this means for you."),
  ];
  if (kind === "bad-number") {
    const whole = payload.facts.flatMap((f) => f.source).join("\n");
    const result = about("primary result") ?? payload.facts[0];
    clinician.push(
      result
        ? cite(`The hazard ratio was ${inventedNumber(whole)}.`, result)
        : general(`The hazard ratio was ${inventedNumber(whole)}.`),
    );
  }
  if (kind === "hard-words") patient.splice(0, patient.length, ...HARD_PATIENT_TEXT.split(/(?<=\.) /).map(general));
  if (kind === "bad-citation") clinician.push({ text: "The trial met its goal.", facts: ["F99"], general: false });
  return JSON.stringify({ clinician, patient });
}
