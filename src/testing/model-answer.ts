/** How both model stand-ins play a scripted behaviour and pick the answer the requested schema asks for. */
import { fakeFactSheet, type FakeSheetKind } from "./ollama/fake-fact-sheet";
import { factsFromMessages, fakeSentences, type FakeSentencesKind } from "./ollama/fake-sentences";
import { sourceFromMessages } from "./ollama/fake-summaries";

/** What the next chat call does; strings are shorthands for the common faults and spoiled answers. */
export type ModelBehaviour =
  | { kind: "reply"; content: string }
  | { kind: "slow"; delayMs: number }
  /** A correct answer, spelled out (the default when nothing is queued). */
  | "good"
  | "http-500"
  | "busy-503"
  | "malformed-json"
  | "hang"
  /** Fact sheet (step 1): arm names swapped against their quotes. */
  | "swapped-arms"
  /** Fact sheet: each group's figure given to the other group. */
  | "swapped-figures"
  /** Fact sheet: the opposite direction to what the p value says. */
  | "wrong-direction"
  /** Fact sheet: a population quote that is not in the abstract. */
  | "invented-quote"
  | "bad-number"
  | "hard-words"
  /** Sentences (step 2): a sentence citing a fact id the sheet does not have. */
  | "bad-citation";

export type ChatMessage = { role?: string; content?: string };

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** Plays "hang" and "slow"; true when the client left meanwhile, and nobody is listening any more. */
export async function clientLeft(
  behaviour: ModelBehaviour | string | undefined,
  signal: AbortSignal,
): Promise<boolean> {
  if (behaviour === "hang") {
    await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
    return true;
  }
  if (typeof behaviour === "object" && behaviour.kind === "slow") await sleep(behaviour.delayMs, signal);
  return signal.aborted;
}

/** The status a server's log shows for a request whose client left. */
export const clientClosed = () => new Response(null, { status: 499 });

export const kindOf = <K extends string>(behaviour: unknown, kinds: readonly K[]): K | "good" =>
  typeof behaviour === "string" && (kinds as readonly string[]).includes(behaviour) ? (behaviour as K) : "good";

/** A quoted fact sheet (step 1) or cited sentences (step 2), by the schema's properties; undefined for neither. */
export function schemaAnswer(
  props: Record<string, unknown>,
  messages: ChatMessage[],
  behaviour: unknown,
): string | undefined {
  if ("studyType" in props) {
    const { title, abstract } = sourceFromMessages(messages);
    const spoil = ["swapped-arms", "swapped-figures", "wrong-direction", "invented-quote", "bad-number"] as const;
    return fakeFactSheet(title, abstract, kindOf<FakeSheetKind>(behaviour, spoil));
  }
  if ("clinician" in props && "patient" in props) {
    const spoil = ["bad-number", "hard-words", "bad-citation"] as const;
    return fakeSentences(factsFromMessages(messages), kindOf<FakeSentencesKind>(behaviour, spoil));
  }
  return undefined;
}

/** The scripted reply, the protocol's malformed answer, or the good (or spoiled) one. */
export function fullAnswer<T extends string | undefined>(
  behaviour: ModelBehaviour | string | undefined,
  malformed: string,
  answer: () => T,
): string | T {
  if (typeof behaviour === "object" && behaviour.kind === "reply") return behaviour.content;
  return behaviour === "malformed-json" ? malformed : answer();
}

/** A token cap cuts the answer the way a real server does (about 4 characters a token). */
export function capAnswer(full: string, maxTokens: number): { content: string; cut: boolean } {
  const cut = maxTokens > 0 && full.length > maxTokens * 4;
  return { content: cut ? full.slice(0, maxTokens * 4) : full, cut };
}

export const promptChars = (messages: ChatMessage[]) => messages.reduce((n, m) => n + (m.content?.length ?? 0), 0);
