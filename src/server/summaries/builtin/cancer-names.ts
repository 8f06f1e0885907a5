// Plain names for the cancer types the app and the fixtures use, checked in order.
const NAMES: [RegExp, string][] = [
  [/breast/i, "breast cancer"],
  [/\blung\b|\bn?sclc\b/i, "lung cancer"],
  [/colorectal|\bcolon(?:ic)?\b|\brectal\b|\brectum\b|\bbowel\b|\bm?crc\b/i, "bowel cancer"],
  [/prostat/i, "prostate cancer"],
  [/ovar/i, "ovarian cancer"],
  [/gastric|stomach|gastro-?oesophageal|gastroesophageal/i, "stomach cancer"],
  [/oesophag|esophag/i, "cancer of the food pipe"],
  [/pancrea/i, "pancreatic cancer"],
  [/hepatocellular|\bliver (?:cancer|tumou?rs?)|\bhcc\b/i, "liver cancer"],
  [/melanoma/i, "melanoma, a skin cancer"],
  [/hodgkin|lymphoma/i, "lymphoma, a cancer of the immune system"],
  [/leuka?emia|leukaemia/i, "leukaemia, a blood cancer"],
  [/myeloma/i, "myeloma, a blood cancer"],
  [/head and neck|oral cavity|laryn|pharyn|nasopharyn/i, "head and neck cancer"],
  [/bladder|urothelial/i, "bladder cancer"],
  [/kidney|\brenal\b/i, "kidney cancer"],
  [/cervical|cervix/i, "cancer of the cervix"],
  [/endometri|uterine/i, "cancer of the womb"],
  [/glio|brain|astrocytoma/i, "a brain tumour"],
  [/thyroid/i, "thyroid cancer"],
  [/sarcoma|gist\b/i, "sarcoma"],
  [/biliary|cholangio|gallbladder/i, "bile duct cancer"],
];

/** "breast cancer", "lung cancer"... from the given type, else the title, else the abstract; "cancer" when none. */
export function plainCancer(cancerType: string | undefined, title: string, abstract: string): string {
  for (const text of [cancerType && !/^other$/i.test(cancerType) ? cancerType : "", title, abstract]) {
    const hit = text ? NAMES.find(([pattern]) => pattern.test(text)) : undefined;
    if (hit) return hit[1];
  }
  return "cancer";
}

/** How far the cancer had gone, in plain words, when the abstract says. */
export function plainStage(text: string): string | undefined {
  if (/\bmetasta(?:tic|ses|sis)\b|\bstage iv\b|\bstage 4\b/i.test(text)) return "that had spread";
  if (/\blocally advanced\b/i.test(text)) return "that had grown into nearby tissue";
  if (/\badvanced\b|\binoperable\b|\bunresectable\b/i.test(text)) return "that was advanced";
  if (/\brecurrent\b|\brelapsed?\b|\brefractory\b/i.test(text)) return "that had come back";
  if (/\bearly[- ](?:stage)?\b|\boperable\b|\bresect(?:ed|able)\b/i.test(text)) return "at an early stage";
  return undefined;
}
