import { cleanArm, type Found } from "./arm-names";

// "control (usual care) group": the bare role word, its group said after the bracket, counts too.
const ROLE_GROUP =
  /^(?:the )?(?:control|comparison|comparator|intervention|experimental|treatment|study)(?: (?:group|arm))?$/i;
// "(usual care, n = 30)", "(a 12-week home exercise programme; n = 30)": what the group got, in the bracket after it.
const BRACKET = /^\s?\((?:i\.e\.,?\s)?([^()]{3,80}?)(?:[,;]\s?(?:n|N)\s?=\s?\d{1,6})?\)/;

// "the study group in which GCI was used": what the group got, in the clause after it.
const WHICH =
  /^,?\s(?:in which|where)\s(?:the\s)?([^,;()]{3,80}?)\s(?:was|were)\s(?:used|given|applied|administered|placed|implanted|received)\b/i;

/** "the control group (usual care, n = 30)" or "the study group in which X was used" is named by what it got; other names stay. */
export function namedByBracket(f: Found): Found {
  if (!ROLE_GROUP.test(f.name)) return f;
  const after = f.end ?? f.at + f.name.length;
  const which = f.s.text.slice(after, after + 120).match(WHICH);
  const got = which ? cleanArm(which[1]!) : undefined;
  if (which && got && got.offset + got.name.length === which[1]!.length) {
    const at = after + which[0].indexOf(which[1]!) + got.offset;
    return { ...f, name: got.name, at, end: at + got.name.length };
  }
  const m = f.s.text.slice(after, after + 100).match(BRACKET);
  if (!m || /[,;]/.test(m[1]!)) return f;
  const arm = cleanArm(m[1]!);
  if (!arm) return f;
  const at = after + m[0].indexOf(m[1]!) + arm.offset;
  return { ...f, name: arm.name, at, end: at + arm.name.length };
}

const CONTROL_GROUP = /^(?:the )?(?:control|comparison|comparator) (?:group|arm)$/i;

/** "the control group" takes what the abstract says that group got ("fed with only normal diet"), when it says. */
export function namedByDefinition(f: Found, control: Found | undefined): Found {
  return control && CONTROL_GROUP.test(f.name) && !CONTROL_GROUP.test(control.name) ? { ...control, control: true } : f;
}
