import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { partSpan } from "./spans";

const literal = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An outcome of two to four words that the title names more fully, with a word or two between its own
 * ("radiation-induced mucositis" in a title on "Radiation-Induced Oral Mucositis"): the title's fuller name.
 */
export function fullerInTitle(endpoint: Endpoint, sentences: SourceSentence[]): Endpoint {
  const words = endpoint.text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || words.some((w) => !/^[\w-]+$/.test(w))) return endpoint;
  const title = sentences.find((s) => s.field === "title");
  if (!title) return endpoint;
  const m = title.text.match(new RegExp(`\\b${words.map(literal).join(String.raw`(?:\s[\w-]+)?\s`)}\\b`, "i"));
  if (!m || m[0].split(/\s+/).length === words.length) return endpoint;
  // In the abstract's own case: a title's capitals are not part of the name.
  const text = m[0].replace(/\b([A-Z])([a-z]+)\b/g, (_w, a: string, b: string) => a.toLowerCase() + b);
  return { ...endpoint, text, evidence: [...endpoint.evidence, partSpan(title, m.index!, m.index! + m[0].length)] };
}
