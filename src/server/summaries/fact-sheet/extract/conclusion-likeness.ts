// A verdict of likeness only ("A was as safe and effective as B", "indistinguishable from", "similar"): after a null
// result it restates the null rather than going beyond it. Measured on round-14 code: 2 such spin flags on dev and
// pool2 (sets a–h), both wrong by gold; none of dev's 15 right flags has a conclusion of this kind.
// "Both methods were safe": a verdict on every arm alike.
const LIKENESS =
  /\bboth (?:methods|treatments|techniques|approaches|regimens|procedures|arms|strategies|schedules) (?:were|are|is)\b|\bas (?:[\w-]+ ){1,3}as\b|\bsimilar\b|\bcomparable\b|\bindistinguishable\b|\bequivalent\b|\bequally\b|\bno (?:significant )?differences?\b|\bnon-?inferior/i;
// Any word that ranks one side above the other makes the verdict more than likeness.
const RANKS =
  /\bsuperior|\bbetter\b|\bimprov|\breduc|\bmore (?:effective|active|efficacious)\b|\bbenefi|\bprolong|\bincreas|\bfewer\b|\blower\b|\bhigher\b|\bgreater\b|\bless\b|\bgains?\b|\badvantage/i;

// A practical gain named after the likeness ("in view of the reduced treatment time, the short regimen may be
// recommended"): the arms did alike on what was measured, and one costs less time or money; that ranks no outcome.
const CONVENIENCE =
  /\b(?:reduced|reduction (?:in|of)|shorter|lower|fewer|less)\s(?:overall\s)?(?:treatment\s|travel\s|hospital\s|waiting\s)?(?:time|duration|costs?|visits|burden|fractions|stay)\b|\bconvenien\w*/gi;

/** Whether a conclusion claims only that the arms did alike, ranking neither above the other. */
export const likenessOnly = (conclusion: string) =>
  LIKENESS.test(conclusion) && !RANKS.test(conclusion.replace(CONVENIENCE, " "));
