import { outcomeKinds } from "./outcomes";

/** "surgical site infections" → /\bSSIs?\b/: two to four words, initials only, in capitals. */
export function initialsOf(endpoint: string): RegExp | null {
  const words = endpoint.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^[a-z][a-z-]*$/i.test(w))) return null;
  return new RegExp(`\\b${words.map((w) => w[0]!.toUpperCase()).join("")}s?\\b`);
}

// Survival is reported as the risk of its event: "the hazard ratio for death", "deaths occurred in 40 and 42"; an
// event-free survival as the risk of its events: "the hazard ratio for recurrence or death".
const DEATH_AS_SURVIVAL = /\b(?:deaths?|dying|died)\b/i;
const EVENTS_AS_FREE_SURVIVAL =
  /\b(?:progression|recurrence|relapse|disease|events?|metastas[ie]s|treatment failure)(?: or death|,? (?:or|and) death)\b/i;
const FREE_SURVIVAL = /\bfree[-‐‑ ](?:survival|interval)\b|\b(?:PFS|DFS|EFS|RFS)\b/;

/** Whether a result sentence names a survival endpoint by its events: death, or "recurrence or death". */
export function survivalByDeath(endpoint: string): (text: string) => boolean {
  const free = FREE_SURVIVAL.test(endpoint) || ["pfs", "dfs"].some((k) => outcomeKinds(endpoint).has(k));
  const overall = outcomeKinds(endpoint).has("os") && !free;
  return (text) => (overall ? DEATH_AS_SURVIVAL.test(text) : free && EVENTS_AS_FREE_SURVIVAL.test(text));
}

// "The median duration of response": how long a response lasted is another outcome than how many responded.
const DURATION_OF =
  /\b(?:duration|length) of (?:the )?(?:[\w-]+ ){0,2}?(?:responses?|remissions?)\b|\btime to (?:[\w-]+ )?(?:response|remission)\b/gi;
const DURATION_ENDPOINT = /\b(?:duration|length|time to)\b/i;

/** The text with "duration of response" phrases blanked, unless the endpoint is itself a duration. */
export function withoutDurations(endpoint: string): (text: string) => string {
  if (DURATION_ENDPOINT.test(endpoint)) return (text) => text;
  return (text) => text.replace(DURATION_OF, (m) => " ".repeat(m.length));
}
