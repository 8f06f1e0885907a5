// A side of "A vs B" that is a measurement, a disease or an age group is not a treatment: the sentence compares something else.
const MEASURE = /^(?:the\s)?(?:levels?|concentrations?|values?|expression|ratios?|counts?)\s(?:of|in)\s/i;
const DISEASE =
  /\s(?:hyperplasia|carcinomas?|cancers?|diseases?|syndromes?|neoplasias?|lymphomas?|leuk[a]?emias?|melanomas?|sarcomas?)$/i;
const AGE = /^(?:the\s)?(?:older|younger|elderly|old|young)(?:\s(?:patients|adults|people|men|women|ones|group))?$/i;

// A dose's form and schedule ("tablets/day") or a bare count or rank ("six", "second"): a fragment of a dose or a list.
const DOSE_FORM =
  /^(?:\d+\s)?(?:tablets?|capsules?|pills?|doses?|mg|g|ml|units?)\s?(?:\/|per\s)\s?(?:day|d|week|wk|month)$/i;
const COUNT =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|first|second|third|fourth|fifth|sixth|single|double|\d+)$/i;
// A date ("January 2002") or an outcome alone ("morbidity"): what "randomised between ... and ..." may span instead.
const MONTH =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december)(?:\s\d{4})?$/i;
const OUTCOME = /^(?:morbidity|toxicity|toxicities|survival|response|recurrence|relapse|progression|death)$/i;

/** True when a read arm name is a measure ("level of PSA"), a disease ("benign prostatic hyperplasia") or an age ("older"). */
export const isNotTreatment = (name: string) => {
  const n = name.trim();
  return (
    MEASURE.test(n) ||
    DISEASE.test(n) ||
    AGE.test(n) ||
    DOSE_FORM.test(n) ||
    COUNT.test(n) ||
    MONTH.test(n) ||
    OUTCOME.test(n)
  );
};
