import { describe } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const endpoint = (abstract: string, title = "T") => extractFactSheet({ title, abstract }).primaryEndpoint;

describe("primary endpoint on adversarial text", () => {
  const WORST: Record<string, string> = {
    abbreviation: "a b c d e f g h (ABCDEFGHIJ) primary endpoint was ABCDEFGHIJ. ",
    letters: "aaaaaaaa aaaaaaa aaaa aaaaa (AAAAAAAAAA, ",
    effectOn: "the effect of drug Z on pain in a b c d in e f g h in ",
    measuredList: "Engraftment, relapse (R), and lone and pain scores, ",
    shortTail: "The primary endpoint was overall survival (OS) rate after 9 months (OS) rate ",
    refine: "OBJECTIVE: to assess pain. METHODS: pain pain pain magnitude were analyzed, ",
    coPrimary: "Primary endpoints are pain assessed by a (b (c and d) and ",
    change: "Pain doses, a, b were monitored. The primary endpoint was the change from baseline after ",
    whether: "to determine whether time to pain (a) (b) ( differs whether ",
    list: "the effect of drug Z on needs related to a, b, c, d and e, f, g and ",
    title: "a b c d e f g h the aim was to reduce chemo-induced pain, ",
    instrument: "surveys compared the surveys compared the number ",
    group: "Parameters of a b c d e f g ( ( ( were measured ",
    afterTail: "The primary endpoint was survival after a b c d at ",
    activity: "better activity response rate activity ",
    since: "The outcome will be pain half a year after a half a year after ",
    phaseParts: "The primary endpoint in phase II part is a b and that in phase III part is c d that of phase I is ",
    asPrimary: "Study endpoints were a b were c was d as primary endpoints, were the co-primary outcome ",
    bothList: "The primary and secondary outcomes were a, b, c and d and e, ",
    reversed: "a, b and c were the primary and key secondary endpoints were the primary and ",
    subject: "a, defined b, which c, i.e. d was chosen served as the primary endpoint, ",
  };
  readsEachInLinearTime(WORST, (abstract) => endpoint(abstract, abstract.slice(0, 2000)));
});
