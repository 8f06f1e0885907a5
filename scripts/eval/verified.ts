import { verifyFactSheet } from "../../src/server/summaries/fact-sheet/verify";
import type { Case, Miss, Share } from "./measures";
import type { Row } from "./report";

/** How many sheets the server's verifier keeps whole, and what it drops from the others. */
export function measureVerified(cases: Case[]): { share: Share; rows: Row[] } {
  const share: Share = { hit: 0, of: 0, misses: [] };
  let dropped = 0;
  for (const c of cases) {
    const v = verifyFactSheet(c.sheet, { title: c.record.title, abstract: c.record.abstract });
    share.of++;
    dropped += v.dropped.length;
    if (v.dropped.length === 0) share.hit++;
    else
      share.misses.push({
        pmid: c.record.pmid,
        ours: v.reasons.join("; "),
        gold: "nothing dropped",
        quote: v.dropped.join("; "),
      } satisfies Miss);
  }
  const pct = share.of
    ? `${((100 * share.hit) / share.of).toFixed(1)}% (${share.hit}/${share.of}); ${dropped} facts dropped`
    : "—";
  return { share, rows: [["Sheets the verifier keeps whole", pct, "100%"]] };
}
