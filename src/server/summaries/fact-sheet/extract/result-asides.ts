// Sentences with statistics that are not the between-group primary result, whatever figures they hold.

// A change within one arm against its own baseline, with no word setting the groups against each other.
export const WITHIN_ARM = /\b(?:compared (?:with|to)|from|relative to|versus|vs\.?|over) (?:the )?baseline\b/i;
export const BETWEEN =
  /\bbetween\b|\bthan\b|\bgroups\b|\barms\b|\bcohorts\b|\b(?:better|worse|greater|higher|lower|more|less|larger|smaller) (?:in|with|for|among)\b/i;
// Tolerance, toxicity and complications: a harms report, the result only of a trial whose endpoint is harms.
export const TOLERANCE =
  /\b(?:tolera(?:nce|ted|bility)|toxicit\w*|adverse (?:events?|effects?|reactions?)|side[- ]effects?|complications?)\b/i;
// A prognostic factor ("survival correlated with the number of metastases"), not a comparison of the groups.
export const PROGNOSTIC =
  /\bcorrelat\w*\b|\bprognostic (?:factors?|variables?|significance)\b|\b(?:only )?(?:three|two|four|\d) variables\b|\bindependent (?:prognostic |predictive )?(?:factors?|predictors?)\b/i;
