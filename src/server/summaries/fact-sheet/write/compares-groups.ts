// A sentence that sets one group against another by a comparative ("more useful than", "inferior to that in",
// "similar in patients receiving A and B", "a significant gain"), not only by "versus" or "groups": its quote is never
// told "no between-group comparison". Bounded gaps only, so the scan is linear in the sentence's length.
const COMPARATIVE =
  /\b(?:more|less|higher|lower|greater|better|worse|longer|shorter|superior|inferior|similar|comparable)\b (?:[\w-]+ ){0,6}?(?:than|to|in|with|between|among)\b|\bsignificant(?:ly)? (?:gain|improvement|improved|increase|increased|reduction|reduced|decreased|prolonged|benefit|advantage|higher|lower|better|worse|longer|shorter|greater|more|less)\b|\b(?:more|less) (?:often|frequent|frequently|common|commonly)\b/i;

/** The quote compares groups by a comparative of its own. */
export const comparesByComparative = (text: string) => COMPARATIVE.test(text);
