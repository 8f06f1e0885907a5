import type { FactSheet, SummarySentence } from "../../../../shared/fact-sheet";
import { bare, spansOf, stated } from "./evidence";

// A harms sentence that says harm was absent or alike in the groups ("No serious adverse events were reported",
// "Toxicity did not differ"): "The abstract reports side effects" would tell the patient the opposite.
const NEGATION = /\b(?:no|not|none|neither|nor|without|never)\b|n't\b/i;
// Any harm the sentence does report: a figure, a count of people, a comparison or a severity word.
const SOME_HARM =
  /\d\s?%|\b\d+\s(?:of\s|patients?\b|participants?\b|people\b|women\b|men\b|cases?\b)|(?<!\bno\s)\b(?:more|higher|greater|increased|frequent|associated with|experienced|developed|caused|mild|moderate|manageable|expected|apart from|except)\b/i;
// "did not differ", "no significant difference", "no more toxicity than": harms alike, not absent.
const ALIKE = /\b(?:differ\w*|similar|comparable|no more|not significant\w*)\b/i;
const MAX_QUOTED_CHARS = 200;
const OTHER_REPORTS =
  /\b(?:earlier|previous(?:ly)?|other|published|prior|historical)\b[^.;]{0,40}\b(?:trials?|studies|reports?|reported|series|experience)\b/i;

export const deniesHarm = (text: string) => NEGATION.test(text) && !SOME_HARM.test(text);

/** The denial in the abstract's own words when short and the wording allows; otherwise a plain line of its class. */
export function deniedHarmsLines(sheet: FactSheet, ownWords: boolean): (SummarySentence | null)[] | null {
  if (!sheet.harms || !deniesHarm(sheet.harms.text)) return null;
  const text = bare(sheet.harms.text);
  const spans = spansOf(sheet.harms);
  if (ownWords && text.length <= MAX_QUOTED_CHARS)
    return [stated(`About side effects, the study says: ${text}.`, spans)];
  return [
    stated(
      // Safety "similar to that reported in earlier trials" compares with other studies, not between this one's groups.
      ALIKE.test(text) && OTHER_REPORTS.test(text)
        ? "The abstract compares the side effects with other reports; ask your care team what this means for you."
        : ALIKE.test(text)
          ? "The abstract reports no clear difference in side effects between the groups; ask your care team what this means for you."
          : // "Some": a denial of one harm ("No pulmonary toxicity") sits beside others that did occur; "of the kind it
            // names" read to a patient as "no side effects" (held-out set k, judged blind).
            "The abstract says some side effects were not seen; ask your care team what this means for you.",
      spans,
    ),
  ];
}
