import { describe } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";

// The cues this round's rules read, repeated to 20,000 characters: each reader must stay linear in its input.
describe("the held-out sets' readers on hostile text", () => {
  readsEachInLinearTime(
    {
      "hyphened number words": "Twenty‐six Twenty‑six ",
      "per-group counts": "95 were randomized to each group, 30 to each arm, ",
      "both-groups nulls": "deteriorated significantly (p < 0.001) in both groups although the difference was not ",
      "non-inferiority p values": "P = .017 for noninferiority P < .01, noninferiority ",
      "blood counts": "lower nadir of absolute neutrophil count platelet ",
      "arm-name gates": "both mobilisation procedures Methods of control pain people receiving tumors treated ",
      "conclusions on others' work": "Studies have shown ... In our setting, however, it is concluded that ",
      "entry comparisons": "Tumor size and microvascular invasion were higher At entry, comparable in demographic ",
      "short forms": "(AHRT) (RRP) radical retropubic prostatectomy (RRP ",
      "with and without": "chemotherapy with and without radiotherapy with and without ",
    },
    (abstract) => builtinSummaries({ title: "Drug Q with and without drug R (QR) in 26 patients", abstract }),
    "METHODS: ",
  );
});
