import { outcomeKinds } from "./outcomes";

export const STOP_WORDS = new Set([
  "primary",
  "endpoint",
  "outcome",
  "patients",
  "between",
  "groups",
  "measured",
  "assessed",
  "defined",
  "which",
  "their",
  "after",
  "total",
  "number",
  "proportion",
  "percentage",
  "change",
  "score",
  "month",
  "months",
  "years",
  "weeks",
  "rate",
  // Words that qualify an outcome without naming it ("breast cancer–related arm swelling", "early", "incidence of"):
  // a sentence on "health-related quality of life" or any other cancer outcome shares them.
  "related",
  "associated",
  "induced",
  "based",
  "cancer",
  "early",
  "incidence",
]);

/** The short forms an endpoint goes by: its own "(nPFS)", and the initials of its words ("durable response rate": DRR). */
export function shortForms(endpoint: string): RegExp[] {
  const forms: RegExp[] = [];
  const own = endpoint.match(/\(([A-Za-z][A-Za-z0-9-]{1,9})[;)]/)?.[1];
  // "(Rec-Met)" is "Rec/Met" in the results: the joining mark may differ.
  if (own && /[A-Z]/.test(own)) forms.push(new RegExp(`\\b${own.replace(/-/g, "[-/‐‑ ]?")}\\b`));
  const words = endpoint
    .replace(/\([^)]{0,40}\)/g, " ")
    .split(/[\s-‐‑]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  // Three letters at least: two-letter initials ("OS", "OR") are too common to tell one outcome from another.
  if (words.length >= 3 && words.length <= 6) forms.push(new RegExp(`\\b${words.map((w) => w[0]).join("")}\\b`, "i"));
  return forms;
}

/** A test of whether a result sentence speaks of the endpoint: its outcome kind, its short form, or its own words. */
export function endpointMention(endpoint: string): (text: string) => boolean {
  const kinds = outcomeKinds(endpoint);
  // "Progression-free survival" is not overall survival, though both say "survival".
  if (kinds.has("pfs") || kinds.has("dfs")) kinds.delete("os");
  const forms = shortForms(endpoint);
  const words = endpoint
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 5 && !STOP_WORDS.has(w))
    // An endpoint is named in a few words; more would cost a scan of the sentence each.
    .slice(0, 12);
  // Its own short forms as written ("VEGF", "IL-8"), however short: a few at most.
  const acronyms = (endpoint.match(/[A-Za-z0-9-]+/g) ?? [])
    .filter((w) => (w.match(/[A-Z]/g)?.length ?? 0) >= 2)
    .slice(0, 6);
  return (text) => {
    const said = outcomeKinds(text);
    if ([...said].some((k) => kinds.has(k))) return true;
    if (forms.some((form) => form.test(text)) || acronyms.some((a) => text.includes(a))) return true;
    // A sentence about another known outcome only ("median overall survival" for a PFS endpoint) is not about this one.
    if (kinds.size > 0 && said.size > 0) return false;
    const lower = text.toLowerCase();
    return words.some((w) => lower.includes(w));
  };
}
