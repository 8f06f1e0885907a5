import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";

// Only effectiveness or efficacy: "the effects of A, B and C" may be of measures, not treatments.
// "to compare the effectiveness of A, B and C in improving X ..., as compared with D": a list of arms against one comparator.
const OPENING = /\bcompare\sthe\s(?:effectiveness|efficacy)\sof\s/i;
// Where the list ends and its purpose begins; bounded to the window below.
const PURPOSE = /\s(?:in|on|for|among|to)\s/i;
const AGAINST = /\b(?:as\s)?compared\s(?:with|to)\s/i;

/** Three or more arms listed after "compare the effectiveness of", with the comparator named after "compared with". */
export function fromComparedList(s: SourceSentence): Found[] {
  const open = s.text.match(OPENING);
  if (!open) return [];
  const from = open.index! + open[0].length;
  const window = s.text.slice(from, from + 300);
  const purpose = window.search(PURPOSE);
  const against = window.match(AGAINST);
  if (purpose <= 0 || !against || against.index! < purpose) return [];
  const arms: Found[] = [];
  let at = 0;
  // Items split at ", " and " and "; each must be a clean name in full, or the list is not a list of arms.
  for (const piece of window.slice(0, purpose).split(/,\s(?:and\s)?|\sand\s/)) {
    const clean = cleanArm(piece);
    const start = window.indexOf(piece, at);
    at = start + piece.length;
    if (!clean || clean.offset + clean.name.length !== piece.length || looksLikeControl(clean.name)) return [];
    // Only an article opens the item: "group rehabilitation" is a treatment here, not a group label.
    const lead = piece.match(/^\s*(?:(?:the|an?)\s)?/)![0].length;
    arms.push({ name: piece.slice(lead), s, at: from + start + lead });
  }
  const rest = against.index! + against[0].length;
  const control = cleanArm(window.slice(rest, rest + 120));
  if (arms.length < 2 || !control) return [];
  return [...arms, { name: control.name, s, at: from + rest + control.offset, control: true }];
}
