import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl } from "./arm-names";
import { combinationOf } from "./arms-combination";
import { titleRegimen } from "./arms-single-title";
import { unsoundNames } from "./arms-gate";
import { titleRegimenMissing } from "./arms-gate-title";
import { partSpan } from "./spans";

// Words that people of this study were allocated at random; "a randomized trial is underway" is not one.
const ALLOCATED =
  /\b(?:were|was|been|being|are|be) (?:randomi[sz]ed|randomly)\b|\brandomly (?:assigned|allocated|divided)\b|\brandomi[sz]ation\b|\bwe randomi[sz]ed\b|\b(?:control|comparison|placebo) (?:group|arm)\b/i;
// "Fourteen patients ... received X": the one treatment a single-group study gave.
const GAVE =
  /\b(?:patients|participants|subjects|women|men|children|adults|smokers|survivors|volunteers)\b[^.;]{0,160}?\b(?:received|were treated with|were given|underwent)\s/i;
// "The intervention included six telephone coaching sessions": what the one programme was made of.
const MADE_OF =
  /\bthe (?:intervention|programme|program) (?:included|consisted of|comprised|involved)\s(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s)?/i;

// "a randomized clinical trial on the effect of X", "a trial of X": what the trial the data came from tested.
const TRIAL_OF =
  /\brandomi[sz]ed\s(?:clinical\s|controlled\s)?trial (?:on|of|testing|evaluating) (?:the )?(?:(?:effects?|efficacy|benefit) of )?(?:an? )?|\btrial (?:on|of|testing|evaluating) the (?:effects?|efficacy|benefit) of (?:an? )?/i;
// "a randomized trial of women with ...": people, not a treatment.
const PEOPLE = /^(?:women|men|children|adults|people|persons|individuals|volunteers|subjects|smokers|survivors)\b/i;

// "oxaliplatin 130 mg on day 1 plus oral capecitabine": more of the regimen follows the name in its own clause.
const MORE_DRUGS =
  /^[^.;]{0,200}?(?:\s(?:plus|in combination with|combined with|together with|followed by)\s|\sand (?:oral|intravenous|i\.v\.|subcutaneous|intramuscular)\s)/i;

/** The one treatment of a study that allocated no one and names no comparator; undefined when unsure. */
export function singleArm(sentences: SourceSentence[]): ArmFact[] {
  if (sentences.some((s) => ALLOCATED.test(s.text))) return [];
  const read = fromAbstract(sentences);
  // The abstract's own sentences first; else the regimen the title names, also when what they gave is no treatment
  // ("patients who had received no prior chemotherapy and with measurable tumours" is who was eligible).
  // A drug of the title's regimen missing ("CT with vinorelbine" of "cisplatin and vinorelbine") as well.
  const name = read[0]?.name ?? "";
  if (read.length && !unsoundNames([name], sentences) && !titleRegimenMissing(name, sentences)) return read;
  const titled = titleRegimen(sentences);
  return titled.length ? titled : read;
}

function fromAbstract(sentences: SourceSentence[]): ArmFact[] {
  const abstract = sentences.filter((s) => s.field === "abstract");
  if (abstract.length === 0) return [];
  for (const s of abstract) {
    if (s.role !== "methods" && s.role !== "other") continue;
    const m = s.text.match(GAVE) ?? s.text.match(MADE_OF);
    if (!m) continue;
    const from = m.index! + m[0].length;
    const arm = cleanArm(s.text.slice(from, from + 160));
    if (!arm || looksLikeControl(arm.name)) return [];
    const at = from + arm.offset;
    // "Patients received 800 mg sorafenib daily" in a study of sorafenib with arterial cisplatin: the combination is the arm.
    const whole = combinationOf(sentences, arm.name);
    if (whole)
      return [
        {
          role: "intervention",
          name: whole.name,
          evidence: [partSpan(whole.s, whole.at, whole.at + whole.name.length)],
        },
      ];
    // A name cut from a longer regimen is not the arm: better none.
    if (MORE_DRUGS.test(s.text.slice(at + arm.name.length, at + arm.name.length + 240))) return [];
    return [{ role: "intervention", name: arm.name, evidence: [partSpan(s, at, at + arm.name.length)] }];
  }
  // "patients enrolled in a randomized trial on the effect of adjuvant chemotherapy (CMF)": the parent trial's tested treatment.
  for (const s of abstract) {
    if (s.role !== "methods" && s.role !== "other") continue;
    const m = s.text.match(TRIAL_OF);
    if (!m) continue;
    const from = m.index! + m[0].length;
    const arm = cleanArm(s.text.slice(from, from + 160));
    if (!arm || looksLikeControl(arm.name) || PEOPLE.test(arm.name)) return [];
    const at = from + arm.offset;
    // Its short form in brackets right after ("(CMF)") is how the abstract goes on to call it.
    const short = s.text
      .slice(at + arm.name.length, at + arm.name.length + 14)
      .match(/^\s?\([A-Z][A-Za-z0-9-]{1,10}\)/);
    const end = at + arm.name.length + (short ? short[0].length : 0);
    return [{ role: "intervention", name: s.text.slice(at, end), evidence: [partSpan(s, at, end)] }];
  }
  return [];
}
