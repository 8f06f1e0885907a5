import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { comparesByComparative } from "./compares-groups";
import { notRandomCue, singleArmCue, subsetRandomised } from "./design-cues";

// All abstracts here are invented, one per cue.
const PAIN =
  "forty people with painful bone metastases were given drug Q for four weeks. Pain fell by half in 24 of them.";
const OPEN_LABEL = {
  title: "Drug Q for pain from bone metastases: an open-label trial",
  abstract: `In this open-label trial, ${PAIN} Drug Q eased pain.`,
};
const CHARTS = {
  ...OPEN_LABEL,
  abstract: `In this open-label trial, ${PAIN} We then reviewed the charts. Drug Q eased pain.`,
};
const SINGLE = {
  title: "A single-arm study of drug Q for pain from bone metastases",
  abstract: `In this single-arm study, ${PAIN} Drug Q eased pain.`,
};
const NO_KIND = {
  title: "Drug Q for pain from bone metastases",
  abstract: `Forty people with painful bone metastases were given drug Q. Pain fell by half in 24 of them. Drug Q eased pain.`,
};
const RESULT = "Progression-free survival was longer with drug S than with observation (HR 0.6; p = 0.01).";
const LATER = {
  title: "Maintenance drug S after induction in lymphoma",
  abstract: `Two hundred patients with follicular lymphoma received induction with drug R. Responders were then randomized to maintenance drug S or observation. The primary endpoint was progression-free survival. ${RESULT}`,
};
const ALL = {
  title: "Maintenance drug S in lymphoma",
  abstract: `Two hundred patients with follicular lymphoma were randomized to maintenance drug S or observation. The primary endpoint was progression-free survival. ${RESULT}`,
};
const COUNTED = {
  ...LATER,
  abstract: `Patients with follicular lymphoma received induction with drug R. After induction, 120 responders were randomized to maintenance drug S or observation. The primary endpoint was progression-free survival. ${RESULT}`,
};
const RANDOM_UNREAD = "whether people were put into groups at random.";
const FAIR = "This makes the groups alike, so the comparison is fair.";

describe("'not randomised' is said only on a design word of the abstract's own", () => {
  test("with none, both summaries say allocation was not read, and neither calls it not randomised", () => {
    const out = builtinSummaries(OPEN_LABEL);
    expect(out.clinicianSummary).not.toContain("Not a randomised trial.");
    expect(out.clinicianSummary).toContain(`Not read with confidence from the abstract: ${RANDOM_UNREAD}`);
    expect(out.patientSummary).not.toMatch(/not (?:put into groups|formed) by chance/);
    expect(out.patientSummary).toContain(`We could not be sure from the abstract about ${RANDOM_UNREAD}`);
  });

  test("with none, the sheet carries no 'not randomised' badge", () => {
    expect(builtinSummaries(OPEN_LABEL).facts.flags).not.toContain("not-randomised");
    expect(builtinSummaries(NO_KIND).facts.flags).not.toContain("not-randomised");
  });

  test("a design word (charts reviewed) backs it, and it is said, as a badge too", () => {
    const out = builtinSummaries(CHARTS);
    expect(out.facts.flags).toContain("not-randomised");
    expect(out.clinicianSummary).toContain("Not a randomised trial.");
    expect(out.patientSummary).toContain("People were not put into groups by chance");
  });
});

describe("'single-arm' and 'everyone got the same treatment' only from a single-arm cue", () => {
  test("no arms read and no cue: neither is said", () => {
    const out = builtinSummaries(OPEN_LABEL);
    expect(out.clinicianSummary).not.toContain("Single-arm");
    expect(out.patientSummary).not.toContain("Everyone got the same treatment");
  });

  test("the abstract's own 'single-arm': both are said", () => {
    const out = builtinSummaries(SINGLE);
    expect(out.clinicianSummary).toContain("Design: Single-arm trial, not randomised");
    expect(out.patientSummary).toContain("Everyone got the same treatment");
  });
});

test("a kind not read is withheld, never 'Design: Study.', and the patient is told nothing of allocation", () => {
  const out = builtinSummaries(NO_KIND);
  expect(out.clinicianSummary).not.toMatch(/^Design: Study/m);
  expect(out.clinicianSummary).not.toContain("Not a randomised trial.");
  expect(out.clinicianSummary).toContain("Not read with confidence from the abstract: what kind of study this was.");
  expect(out.patientSummary).not.toMatch(/by chance|at random/);
});

describe("the fair-comparison line only when chance formed the groups of the people counted", () => {
  test("responders randomised after a first phase: the line is withheld", () => {
    const out = builtinSummaries(LATER);
    expect(out.patientSummary).toContain("People were put into groups at random.");
    expect(out.patientSummary).not.toContain(FAIR);
  });

  test("everyone randomised, or the count is the randomised one: the line is said", () => {
    expect(builtinSummaries(ALL).patientSummary).toContain(FAIR);
    expect(builtinSummaries(COUNTED).patientSummary).toContain(FAIR);
  });
});

test("a quote that compares groups by a comparative is not told 'no between-group comparison'", () => {
  const out = builtinSummaries({
    title: "Tumour marker T in pancreatic cancer: a retrospective study",
    abstract:
      "We reviewed the records of 90 people with a pancreatic mass. Marker T was more accurate than marker U in telling cancer from pancreatitis (p = 0.01). Marker T may help diagnosis.",
  });
  expect(out.clinicianSummary).not.toContain("no between-group comparison");
  expect(out.clinicianSummary).toContain("not a randomised comparison, so no direction is drawn");
});

describe("the design cues on 20,000 characters take under 100 ms", () => {
  const timed = (text: string, read: (t: string) => unknown) => {
    const start = performance.now();
    read(text);
    expect(performance.now() - start).toBeLessThan(100);
  };
  const source = (abstract: string) => ({ title: "", abstract });
  test("near-miss design and single-arm words", () => {
    timed("all patients ".repeat(1540), (t) => singleArmCue(source(t)));
    timed("single phase non ".repeat(1180), (t) => notRandomCue(source(t)));
    timed("data from a b ".repeat(1430), (t) => notRandomCue(source(t)));
  });
  test("near-miss later randomisation and comparative words", () => {
    timed("12 a b were then ".repeat(1180), (t) => subsetRandomised(source(t), 12));
    timed("responders randomized ".repeat(900), (t) => subsetRandomised(source(t), 5));
    timed("more a b c d e f g ".repeat(1050), comparesByComparative);
  });
});
