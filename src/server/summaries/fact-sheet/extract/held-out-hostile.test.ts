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
      "unclosed brackets":
        "(400 mg three times a day orally and drug R 300 mg twice a day orally during the course. Drug ",
      "or chains": "randomly assigned to use drug Q 0.1% cream or drug R 1% cream or ",
      "several trials": "Two Phase III randomized trials were conducted the second trial randomized in both trials ",
      "sample-size reckoning": "has begun providing an expected hazard ratio of 0.87 power, 0.8 is under way ",
      "mixed significance":
        "significantly worse response (P = 0.02), trend (relative risk, 1.3; confidence interval, 0.99 to 1.6) ",
      "consistent subgroups": "was consistent across all prognostic subgroups in all the subgroups ",
      "bracketed counts": "(total 266) were randomised (n = 1,439) were randomly assigned (1439 patients) ",
      "parts by sex": "Fifty-two females and 30 males were assigned randomly 40 public secondary schools ",
      "negative bounds": "difference 1.3% 95% CI −0.3 to 2.9 –0.3 to −1.2 ",
    },
    (abstract) => builtinSummaries({ title: "Drug Q with and without drug R (QR) in 26 patients", abstract }),
    "METHODS: ",
  );
});
