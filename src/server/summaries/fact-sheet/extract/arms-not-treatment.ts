// A side of "A vs B" that is a measurement, a disease or an age group is not a treatment: the sentence compares something else.
const MEASURE = /^(?:the\s)?(?:levels?|concentrations?|values?|expression|ratios?|counts?)\s(?:of|in)\s/i;
const DISEASE =
  /\s(?:hyperplasia|carcinomas?|cancers?|diseases?|syndromes?|neoplasias?|lymphomas?|leuk[a]?emias?|melanomas?|sarcomas?)$/i;
const AGE = /^(?:the\s)?(?:older|younger|elderly|old|young)(?:\s(?:patients|adults|people|men|women|ones|group))?$/i;

/** True when a read arm name is a measure ("level of PSA"), a disease ("benign prostatic hyperplasia") or an age ("older"). */
export const isNotTreatment = (name: string) => {
  const n = name.trim();
  return MEASURE.test(n) || DISEASE.test(n) || AGE.test(n);
};
